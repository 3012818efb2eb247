import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('relative time', () => {
  it('says Just now under a minute', () => {
    expect(relativeTime(ago(0), now)).toBe('Just now');
    expect(relativeTime(ago(59), now)).toBe('Just now');
  });

  it('counts minutes, hours and days with singulars', () => {
    expect(relativeTime(ago(60), now)).toBe('1 minute ago');
    expect(relativeTime(ago(59 * 60), now)).toBe('59 minutes ago');
    expect(relativeTime(ago(3600), now)).toBe('1 hour ago');
    expect(relativeTime(ago(23 * 3600), now)).toBe('23 hours ago');
    expect(relativeTime(ago(24 * 3600), now)).toBe('1 day ago');
    expect(relativeTime(ago(10 * 24 * 3600), now)).toBe('10 days ago');
  });

  it('shows a date after 7 days when asked (stats page)', () => {
    expect(relativeTime(ago(7 * 24 * 3600), now, { dateAfterDays: 7 })).toBe('7 days ago');
    expect(relativeTime(ago(8 * 24 * 3600), now, { dateAfterDays: 7 })).toMatch(/13 Nov 2026/);
  });

  it('never says "in the future" for a clock slightly ahead', () => {
    expect(relativeTime(new Date(now.getTime() + 5000), now)).toBe('Just now');
  });
});
