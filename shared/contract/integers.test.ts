import { describe, expect, it } from 'vitest';
import { int4Id, int4Max } from './integers.ts';

describe('int4Id', () => {
  const id = int4Id('Unknown id');

  it('accepts 1 to 2^31 - 1', () => {
    expect(id.parse(1)).toBe(1);
    expect(id.parse(int4Max)).toBe(2 ** 31 - 1);
  });

  it.each([0, -1, 1.5, 2 ** 31, 2 ** 40, Number.MAX_SAFE_INTEGER, '7', null])(
    'refuses %s with the given message',
    (value) => {
      const result = id.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Unknown id');
    },
  );
});
