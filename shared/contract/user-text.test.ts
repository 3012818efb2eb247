import { describe, expect, it } from 'vitest';
import { isPlainText, plainString, userText } from './user-text.ts';

const line = userText({
  label: 'Name',
  required: 'Name is required',
  max: 20,
  tooLong: 'Too long',
});
const block = userText({
  label: 'Reason',
  required: 'Reason is required',
  max: 50,
  tooLong: 'Too long',
  multiline: true,
});

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('isPlainText', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['another C0 control', 'a\u0007b'],
    ['DEL', 'a\u007Fb'],
    ['a C1 control', 'a\u0085b'],
    ['a lone surrogate', 'a\uD800b'],
    ['a right-to-left override', 'a\u202Eb'],
    ['a left-to-right embedding', 'a\u202Ab'],
    ['a first-strong isolate', 'a\u2068b'],
    ['a pop directional isolate', 'a\u2069b'],
  ])('refuses %s anywhere', (_label, value) => {
    expect(isPlainText(value)).toBe(false);
    expect(isPlainText(value, { multiline: true })).toBe(false);
  });

  it('keeps tabs and newlines for multi-line text only', () => {
    expect(isPlainText('one\ntwo\tthree', { multiline: true })).toBe(true);
    expect(isPlainText('one\ntwo')).toBe(false);
    expect(isPlainText('one\ttwo')).toBe(false);
    expect(isPlainText('one\rtwo', { multiline: true })).toBe(false);
  });

  it('accepts ordinary text in any script, emoji sequences and bidi marks', () => {
    expect(isPlainText('Tairāwhiti — Māori health 🩺 👩‍⚕️')).toBe(true);
    expect(isPlainText('مرحبا\u200F abc \u200E')).toBe(true);
  });
});

describe('userText', () => {
  it('names the field when it holds a control character', () => {
    expect(firstMessage(line.safeParse('Ana\u0000'))).toBe(
      'Name must not contain control characters',
    );
    expect(firstMessage(block.safeParse('Wrong \u202E answer'))).toBe(
      'Reason must not contain control characters',
    );
  });

  it('trims, and keeps the spec messages for length', () => {
    expect(line.parse('  Ana  ')).toBe('Ana');
    expect(firstMessage(line.safeParse('   '))).toBe('Name is required');
    expect(firstMessage(line.safeParse(42))).toBe('Name is required');
    expect(firstMessage(line.safeParse('x'.repeat(21)))).toBe('Too long');
  });

  it.each([
    ['zero-width spaces', '\u200B\u200B'],
    ['a right-to-left override', '\u202E'],
    ['joiners', '\u200C\u200D'],
    ['word joiners and invisible operators', '\u2060\u2061\u2062\u2063\u2064'],
    ['a byte order mark between spaces', ' \uFEFF '],
    ['bidi marks', '\u061C\u200E\u200F'],
    ['isolates and embeddings', '\u2066\u2067\u2068\u2069\u202A\u202B\u202C\u202D'],
  ])('counts a value of only %s as empty', (_label, value) => {
    expect(firstMessage(line.safeParse(value))).toBe('Name is required');
    expect(firstMessage(block.safeParse(value))).toBe('Reason is required');
  });

  it('keeps invisible characters that sit inside visible text', () => {
    expect(line.parse('👩\u200D⚕️ Ana')).toBe('👩\u200D⚕️ Ana');
  });

  it('normalises \\r\\n and \\r to \\n in multi-line text and keeps tabs', () => {
    expect(block.parse('one\r\ntwo\rthree\tfour')).toBe('one\ntwo\nthree\tfour');
  });

  it('refuses newlines and tabs inside single-line text', () => {
    expect(firstMessage(line.safeParse('Ana\nBanks'))).toBe(
      'Name must not contain control characters',
    );
    expect(firstMessage(line.safeParse('Ana\tBanks'))).toBe(
      'Name must not contain control characters',
    );
  });
});

describe('plainString', () => {
  const token = plainString(10, 'Bad token');

  it('is bounded and refuses control characters, with one message', () => {
    expect(token.parse('abc-123')).toBe('abc-123');
    expect(firstMessage(token.safeParse('x'.repeat(11)))).toBe('Bad token');
    expect(firstMessage(token.safeParse('ab\u0000'))).toBe('Bad token');
    expect(firstMessage(token.safeParse(7))).toBe('Bad token');
  });
});
