import { describe, expect, it } from 'vitest';
import { embeddedSettings } from './embedded.ts';
import { sharedBuffersMb } from './shared-buffers.ts';

const gib = 1024 ** 3;

describe('the embedded PostgreSQL buffer cache', () => {
  it('is an eighth of the machine, within 128 MB and 1 GB', () => {
    expect(sharedBuffersMb(0.5 * gib)).toBe(128);
    expect(sharedBuffersMb(2 * gib)).toBe(256);
    expect(sharedBuffersMb(4 * gib)).toBe(512);
    expect(sharedBuffersMb(24 * gib)).toBe(1024);
  });

  // The server suite itself runs on a cluster started with these settings (unless
  // TEST_DATABASE_URL names another server), so PostgreSQL accepting them is proven by every test.
  it('is what the embedded cluster starts with', () => {
    expect(embeddedSettings()).toContain(`shared_buffers=${sharedBuffersMb()}MB`);
  });
});
