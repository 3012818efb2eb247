// Our scrypt hasher (ADR 054) must be Better Auth's own at production cost, so that every stored
// password keeps verifying; only the tests lower its cost, and never production's configuration.
import { eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { account, user } from '#server/db/schema/index.ts';
import { configFromEnv } from '#server/config.ts';
import { parseEnv } from '#server/env.ts';
import { createTestApp } from '#server/test/test-app.ts';
import { newCredentials, signIn, signUp } from '#server/test/auth-helpers.ts';
import { productionScryptCost, scryptPasswordHasher } from './password-hash.ts';

const production = scryptPasswordHasher();

describe('the password hasher at production cost', () => {
  it("verifies Better Auth's own hashes, and Better Auth verifies its hashes", async () => {
    const password = 'Correct1Horse';
    expect(await production.verify({ hash: await hashPassword(password), password })).toBe(true);
    expect(await verifyPassword({ hash: await production.hash(password), password })).toBe(true);
  });

  it('refuses a wrong password, and reads a password in its NFKC form', async () => {
    const hash = await production.hash('Ｃorrect1Horse'); // a full-width C: NFKC makes it "C"
    expect(await production.verify({ hash, password: 'Correct1Horse' })).toBe(true);
    expect(await production.verify({ hash, password: 'Correct1Horsf' })).toBe(false);
    expect(await production.verify({ hash, password: '' })).toBe(false);
  });

  it('throws on a stored value that is not a hash', async () => {
    await expect(production.verify({ hash: 'not-a-hash', password: 'x' })).rejects.toThrow(
      'Invalid password hash',
    );
  });
});

describe("the app's cost", () => {
  it('is left at production cost by the configuration production builds', () => {
    const env = parseEnv({ DATA_DIR: '/tmp/hive-config-check' });
    expect(configFromEnv(env, 'a-secret-that-is-long-enough-0123456789').passwordScryptCost).toBe(
      undefined,
    );
    expect(productionScryptCost).toBe(16_384);
  });

  it('signs up at production cost a password that Better Auth itself verifies', async () => {
    const t = await createTestApp({ passwordScryptCost: undefined });
    try {
      const credentials = newCredentials();
      expect((await signUp(t.app, credentials)).statusCode).toBe(200);
      const [row] = await t.db
        .select({ password: account.password })
        .from(account)
        .innerJoin(user, eq(user.id, account.userId))
        .where(eq(user.email, credentials.email));
      expect(await verifyPassword({ hash: row!.password!, password: credentials.password })).toBe(
        true,
      );
      expect((await signIn(t.app, credentials)).statusCode).toBe(200);
      expect((await signIn(t.app, { ...credentials, password: 'Wrong1Horse' })).statusCode).toBe(
        401,
      );
    } finally {
      await t.close();
    }
  });
});
