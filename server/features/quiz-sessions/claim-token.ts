import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A visitor's secret for linking an anonymous attempt later; only its hash is stored. */
export function newClaimToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashClaimToken(token) };
}

function hashClaimToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function claimTokenMatches(token: string | undefined, hash: string | null): boolean {
  if (!token || !hash) return false;
  const a = Buffer.from(hashClaimToken(token), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
