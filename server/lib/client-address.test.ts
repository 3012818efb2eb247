import { describe, expect, it } from 'vitest';
import { rateLimitSubject } from './client-address.ts';

describe('rateLimitSubject', () => {
  it('counts an IPv4 address (plain or IPv4-mapped) alone', () => {
    expect(rateLimitSubject('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitSubject('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one client', () => {
    const subject = rateLimitSubject('2001:db8:aa:bb:1:2:3:4');
    expect(subject).toBe('2001:db8:aa:bb::/64');
    expect(rateLimitSubject('2001:0db8:00aa:00bb:ffff::9')).toBe(subject);
    expect(rateLimitSubject('2001:db8:aa:bb::1%eth0')).toBe(subject);
    expect(rateLimitSubject('2001:db8:aa:bc::1')).not.toBe(subject);
  });

  it('expands compressed forms', () => {
    expect(rateLimitSubject('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitSubject('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(rateLimitSubject('fe80::')).toBe('fe80:0:0:0::/64');
  });
});
