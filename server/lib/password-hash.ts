// Password hashing for Better Auth (emailAndPassword.password): scrypt on libuv's thread pool, in
// Better Auth's own format ("<salt hex>:<key hex>", NFKC, r = 16, p = 1, 64-byte key), so every
// stored hash keeps verifying. Ours only so that the cost is a parameter: production uses Better
// Auth's N = 16384; the server and trust tests lower it (ADR 054), as Django's and Devise's test
// settings do, because hashing was half of the server suite's CPU.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** Better Auth's scrypt cost (N): what production hashes with. */
export const productionScryptCost = 16_384;

const blockSize = 16;
const keyLength = 64;

function deriveKey(password: string, salt: string, cost: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      keyLength,
      { N: cost, r: blockSize, p: 1, maxmem: 128 * cost * blockSize * 2 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

export function scryptPasswordHasher(cost: number = productionScryptCost): PasswordHasher {
  return {
    async hash(password) {
      const salt = randomBytes(16).toString('hex');
      return `${salt}:${(await deriveKey(password, salt, cost)).toString('hex')}`;
    },
    async verify({ hash, password }) {
      const [salt, key] = hash.split(':');
      if (!salt || !key) throw new Error('Invalid password hash');
      const expected = Buffer.from(key, 'hex');
      const derived = await deriveKey(password, salt, cost);
      // Compared in constant time (Better Auth compares the hex strings with ===).
      return expected.length === derived.length && timingSafeEqual(expected, derived);
    },
  };
}
