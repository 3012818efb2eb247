// parseEnv: production settings must be explicit; the embedded default must need nothing.
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

const databaseUrl = 'postgres://hive:secret@db.example:5432/hive';
const longSecret = 'x'.repeat(48);

describe('parseEnv', () => {
  it('requires AUTH_SECRET when DATABASE_URL is set', () => {
    expect(() => parseEnv({ DATABASE_URL: databaseUrl })).toThrow(/AUTH_SECRET/);
  });

  it('refuses a short AUTH_SECRET with DATABASE_URL', () => {
    expect(() => parseEnv({ DATABASE_URL: databaseUrl, AUTH_SECRET: 'short-secret' })).toThrow(
      /AUTH_SECRET/,
    );
  });

  it('accepts DATABASE_URL with a long enough secret', () => {
    const env = parseEnv({ DATABASE_URL: databaseUrl, AUTH_SECRET: longSecret });
    expect(env.DATABASE_URL).toBe(databaseUrl);
    expect(env.AUTH_SECRET).toBe(longSecret);
  });

  it('runs the embedded mode without any secret, with the defaults', () => {
    const env = parseEnv({});
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.AUTH_SECRET).toBeUndefined();
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe('127.0.0.1');
    expect(env.TRUST_PROXY).toBe(false);
    expect(env.SMTP_URL).toBeUndefined();
  });

  it('treats empty strings as unset', () => {
    const env = parseEnv({ DATABASE_URL: '', PORT: '', TRUST_PROXY: '' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PORT).toBe(3000);
    expect(env.TRUST_PROXY).toBe(false);
  });

  it('reads TRUST_PROXY as a hop count or a list of addresses, never "true"', () => {
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
    ]);
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('parses PORT and refuses nonsense', () => {
    expect(parseEnv({ PORT: '8080' }).PORT).toBe(8080);
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('refuses a DATABASE_URL or SMTP_URL of the wrong kind', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://h/db', AUTH_SECRET: longSecret })).toThrow(
      /DATABASE_URL/,
    );
    expect(() => parseEnv({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
  });
});
