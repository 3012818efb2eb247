import { describe, expect, it } from 'vitest';
import { historyCursorSchema, parseHistoryCursor } from './history-cursor.ts';

const id = '0b4a1c8e-5d2f-4e6a-9b3c-7d8e9f0a1b2c';

describe('parseHistoryCursor', () => {
  it('splits a cursor the server issued into its instant and id', () => {
    expect(parseHistoryCursor(`2026-03-04T05:06:07.123456Z_${id}`)).toEqual({
      at: '2026-03-04T05:06:07.123456Z',
      id,
    });
  });

  it.each([
    '2024-02-29T00:00:00Z',
    '2000-02-29T00:00:00Z',
    '2026-12-31T23:59:59.999999Z',
    '0001-01-01T00:00:00Z',
  ])('accepts the real instant %s', (at) => {
    expect(parseHistoryCursor(`${at}_${id}`)?.at).toBe(at);
  });

  it.each([
    '2020-02-30T00:00:00Z',
    '2021-02-29T00:00:00Z',
    '1900-02-29T00:00:00Z',
    '2026-06-31T00:00:00Z',
    '2026-00-10T00:00:00Z',
    '2026-01-00T00:00:00Z',
    '2026-01-01T24:00:00Z',
    '2026-01-01T00:60:00Z',
    '2026-01-01T00:00:60Z',
    '0000-01-01T00:00:00Z',
  ])('refuses the impossible instant %s', (at) => {
    expect(parseHistoryCursor(`${at}_${id}`)).toBeNull();
  });

  it.each(['', 'garbage', `2026-01-01T00:00:00_${id}`, '2026-01-01T00:00:00Z_not-a-uuid'])(
    'refuses the malformed cursor %j',
    (text) => {
      expect(parseHistoryCursor(text)).toBeNull();
    },
  );
});

describe('historyCursorSchema', () => {
  it('gives the parsed cursor, or "Invalid cursor"', () => {
    expect(historyCursorSchema.parse(`2026-01-01T00:00:00Z_${id}`)).toEqual({
      at: '2026-01-01T00:00:00Z',
      id,
    });
    const result = historyCursorSchema.safeParse(`2020-02-30T00:00:00Z_${id}`);
    expect(result.error?.issues[0]?.message).toBe('Invalid cursor');
  });
});
