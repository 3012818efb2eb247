import { describe, expect, it } from 'vitest';
import { referenceSchema } from './questions.ts';

describe('referenceSchema', () => {
  it.each([
    'https://user:pass@example.com/',
    'https://user@example.com/',
    'http://:secret@example.com/page',
    'https://bpac.org.nz@evil.example/',
  ])('refuses %s: a reference carries no credentials', (reference) => {
    const result = referenceSchema.safeParse(reference);
    expect(result.error?.issues[0]?.message).toBe('Must be a valid URL');
  });

  it('accepts an ordinary https link, with an @ in its path or query', () => {
    for (const reference of [
      'https://bpac.org.nz/antibiotics/guide.aspx',
      'https://example.com/people/@ana?cc=a@b.example',
    ]) {
      expect(referenceSchema.parse(reference)).toBe(reference);
    }
  });
});
