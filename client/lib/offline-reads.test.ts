import { describe, expect, it } from 'vitest';
import { isKeptRead } from './offline-reads.ts';

describe('isKeptRead', () => {
  it('keeps the API reads of the pages', () => {
    for (const path of ['/api/stats/due', '/api/topics', '/api/saved?page=2', '/api/sessions-x']) {
      expect(isKeptRead(path), path).toBe(true);
    }
  });

  it('never keeps sign-in, the session, the health check, or anything outside the API', () => {
    for (const path of [
      '/api/auth/get-session',
      '/api/session',
      '/api/session?x=1',
      '/api/health',
      '/uploads/a.png',
      '/learn',
    ]) {
      expect(isKeptRead(path), path).toBe(false);
    }
  });
});
