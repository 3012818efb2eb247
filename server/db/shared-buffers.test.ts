import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { sharedBuffersMb } from './shared-buffers.ts';

const gib = 1024 ** 3;

describe('the embedded PostgreSQL buffer cache', () => {
  it('is an eighth of the machine, within 128 MB and 1 GB', () => {
    expect(sharedBuffersMb(0.5 * gib)).toBe(128);
    expect(sharedBuffersMb(2 * gib)).toBe(256);
    expect(sharedBuffersMb(4 * gib)).toBe(512);
    expect(sharedBuffersMb(24 * gib)).toBe(1024);
  });

  it.runIf(!process.env.TEST_DATABASE_URL)('is what the embedded cluster runs with', async () => {
    const client = new pg.Client({ connectionString: inject('testDatabase').adminUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ setting: string }>(
        "select setting from pg_settings where name = 'shared_buffers'",
      );
      // in pages of 8 kB
      expect((Number(rows[0]!.setting) * 8) / 1024).toBe(sharedBuffersMb());
    } finally {
      await client.end();
    }
  });
});
