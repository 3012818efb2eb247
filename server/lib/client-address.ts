// The subject a per-client rate limit counts. An IPv4 address counts alone; an IPv6 client
// usually holds a whole /64 (one customer line), so counting single IPv6 addresses would let it
// dodge every per-IP limit by changing the low 64 bits. IPv4-mapped IPv6 counts as the IPv4.
import { isIPv6 } from 'node:net';

export function rateLimitSubject(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight hextets of an IPv6 address, without a zone id ("fe80::1%eth0"). */
function expandIPv6(ip: string): string[] {
  const address = ip.split('%')[0]!.toLowerCase();
  const [head = '', tail] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - left.length - right.length;
  const hextets =
    tail === undefined ? left : [...left, ...Array<string>(missing).fill('0'), ...right];
  return hextets.map((h) => h.replace(/^0+(?=.)/, ''));
}
