// draft.ts reads stored drafts and Preview's handoff without Zod (ADR 044). These are the Zod
// schemas it used before, kept here as the statement of the rules: on any JSON value the readers
// and the schemas must agree, so the hand-written code cannot drift from them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { imageHashSchema, maxQuestionImages } from '#shared/contract/images.ts';
import { optionIds } from '#shared/contract/questions.ts';
import { draftOf, emptyDraft, handoffOf } from './draft.ts';

const text = z.string().max(10_000).catch('');
const draftSchema = z.object({
  questionText: text,
  topicIds: z.array(z.number().int().positive()).max(3).catch([]),
  answers: z.object({ a: text, b: text, c: text, d: text }).catch(emptyDraft.answers),
  correctAnswer: z.enum([...optionIds, '']).catch(''),
  explanation: text,
  reference: text,
  images: z
    .array(
      z.object({
        hash: imageHashSchema,
        url: z.string().max(200),
        width: z.number().int().positive(),
        height: z.number().int().positive(),
        alt: text,
      }),
    )
    .max(maxQuestionImages)
    .catch([]),
});
const handoffSchema = z.object({
  draft: draftSchema,
  topicNames: z.array(z.string()).max(3),
  editId: z.string().nullable(),
  returnTo: z.string().nullable(),
});

const zodReading = <T>(schema: z.ZodType<T>, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

// Values near a draft, so that most fields are valid and the rest break one rule at a time.
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.oneof({ weight: 4, arbitrary }, fc.jsonValue());
const someText = fc.oneof(fc.string(), fc.string({ minLength: 10_000, maxLength: 10_002 }));
// small integers around the bounds most of the time, so a whole list of them is often valid
const int = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: -1, max: 3 }) },
  fc.integer(),
  fc.double(),
  fc.constant(2 ** 53),
);
const image = fc.record(
  {
    hash: maybe(
      fc.oneof(fc.stringMatching(/^[0-9a-f]{64}$/), fc.stringMatching(/^[0-9a-fA-F]{63,65}$/)),
    ),
    url: maybe(
      fc.oneof(fc.string({ maxLength: 5 }), fc.string({ minLength: 199, maxLength: 202 })),
    ),
    width: maybe(int),
    height: maybe(int),
    alt: maybe(someText),
    extra: fc.jsonValue(),
  },
  { requiredKeys: [] },
);
const nearDraft = fc.record(
  {
    questionText: maybe(someText),
    topicIds: maybe(
      fc.oneof(
        fc.array(int, { maxLength: 4 }),
        fc.array(fc.integer({ min: 1, max: 9 }), { maxLength: 5 }),
      ),
    ),
    answers: maybe(
      fc.record(
        { a: maybe(someText), b: maybe(someText), c: maybe(someText), d: maybe(someText) },
        { requiredKeys: [] },
      ),
    ),
    correctAnswer: maybe(fc.constantFrom('a', 'b', 'c', 'd', '', 'e', 'A')),
    explanation: maybe(someText),
    reference: maybe(someText),
    images: maybe(fc.array(image, { maxLength: 3 })),
    extra: fc.jsonValue(),
  },
  { requiredKeys: [] },
);
const nearHandoff = fc.record(
  {
    draft: maybe(nearDraft),
    topicNames: maybe(fc.array(maybe(fc.string()), { maxLength: 4 })),
    editId: maybe(fc.oneof(fc.string(), fc.constant(null))),
    returnTo: maybe(fc.oneof(fc.string(), fc.constant(null))),
  },
  { requiredKeys: [] },
);

describe('reading stored drafts without Zod', () => {
  it('agrees with the draft schema on any JSON value', () => {
    fc.assert(
      fc.property(fc.oneof(nearDraft, fc.jsonValue()), (value) => {
        expect(draftOf(value)).toEqual(zodReading(draftSchema, value));
      }),
      { numRuns: 300 },
    );
  });

  it('agrees with the handoff schema on any JSON value', () => {
    fc.assert(
      fc.property(fc.oneof(nearHandoff, fc.jsonValue()), (value) => {
        expect(handoffOf(value)).toEqual(zodReading(handoffSchema, value));
      }),
      { numRuns: 300 },
    );
  });

  it('agrees at every bound (lengths, counts, sizes), where random values rarely land', () => {
    const image = { hash: 'ab'.repeat(32), url: '/x.webp', width: 1, height: 2, alt: 'x' };
    const long = (n: number) => 'x'.repeat(n);
    const values = [200, 201].flatMap((url) =>
      [10_000, 10_001].flatMap((alt) =>
        [2, 3].map((count) => ({
          ...emptyDraft,
          questionText: long(alt),
          images: Array.from({ length: count }, (_, i) => ({
            ...image,
            hash: String(i).repeat(64),
            url: long(url),
            alt: long(alt),
          })),
        })),
      ),
    );
    for (const value of values) {
      expect(draftOf(value)).toEqual(zodReading(draftSchema, value));
      const handoff = { draft: value, topicNames: ['a', 'b', 'c'], editId: null, returnTo: '/x' };
      expect(handoffOf(handoff)).toEqual(zodReading(handoffSchema, handoff));
    }
  });

  it('keeps a whole draft, and drops only the field that breaks a rule', () => {
    const image = { hash: 'ab'.repeat(32), url: '/x.webp', width: 1, height: 2, alt: 'x' };
    const value = {
      ...emptyDraft,
      questionText: 'Which gland?',
      topicIds: [1, 0],
      images: [image],
    };
    expect(draftOf(value)).toEqual({
      ...emptyDraft,
      questionText: 'Which gland?',
      images: [image],
    });
  });
});
