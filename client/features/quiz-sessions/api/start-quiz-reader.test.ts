import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { optionIds } from '#shared/contract/option-ids.ts';
import {
  quizTypeSchema,
  reviewModeSchema,
  startQuizResponseSchema,
} from '#shared/contract/quiz.ts';
import { questionId, quizQuestion, readySession } from '../test-fixtures.ts';
import { readStartQuizResponse } from './start-quiz-reader.ts';

const zodReading = (json: unknown) => {
  const parsed = startQuizResponseSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
};

// Any JSON value, and the near misses of each rule: most fields are valid, a few break one rule,
// so that a good share of whole responses pass and each rule is hit on its own.
const junk = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(null, 1.5, -0, Number.MAX_SAFE_INTEGER + 1, '', 'x', [], {}),
);
const near = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 100, arbitrary: valid }, { weight: 1, arbitrary: junk });
/** valid values, or now and then a near miss of the same kind */
const mostly = <T, U>(valid: fc.Arbitrary<T>, miss: fc.Arbitrary<U>) =>
  near(fc.oneof({ weight: 10, arbitrary: valid }, { weight: 1, arbitrary: miss }));
const nullableNear = <T>(valid: fc.Arbitrary<T>) =>
  near(fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: fc.constant(null) }));
const hex = (n: number) => `[0-9a-fA-F]{${n}}`;
// any 8-4-4-4-12 hex string: every version and variant digit, either case
const uuid = near(
  fc.oneof(
    { weight: 30, arbitrary: fc.uuid() },
    {
      weight: 2,
      arbitrary: fc.stringMatching(
        new RegExp(`^${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}$`),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '00000000-0000-0000-0000-000000000000',
        'ffffffff-ffff-ffff-ffff-ffffffffffff',
      ),
    },
  ),
);
const datetime = near(
  fc.oneof(
    {
      weight: 8,
      // years 0000-9999, as toISOString writes them without a sign
      arbitrary: fc
        .date({
          min: new Date(-62167219200000),
          max: new Date(253402300799999),
          noInvalidDate: true,
        })
        .map((d) => d.toISOString()),
    },
    {
      weight: 1,
      // leap days, the forms Zod refuses (an offset, no seconds, lower-case z), a fraction
      arbitrary: fc.constantFrom(
        '2024-02-29T10:00:00Z',
        '2023-02-29T10:00:00Z',
        '2000-02-29T00:00:00Z',
        '1900-02-29T00:00:00Z',
        '2026-04-31T00:00:00Z',
        '2026-11-25T03:00:00+00:00',
        '2026-11-25T03:00Z',
        '2026-11-25T03:00:00z',
        '2026-11-25T24:00:00Z',
        '2026-11-25T03:00:00.123456789Z',
        '2026-11-25 03:00:00Z',
      ),
    },
  ),
);
const int = mostly(
  fc.integer(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 1, 2 ** 60, 0.5),
);
const string = near(fc.string({ maxLength: 8 }));
const optionId = mostly(fc.constantFrom(...optionIds), fc.constantFrom('e', 'A'));
const extra = { extra: fc.jsonValue({ maxDepth: 1 }) };
/** the model's keys all present, and now and then a key the contract does not know */
const record = (model: Record<string, fc.Arbitrary<unknown>>) =>
  near(
    fc
      .tuple(fc.record(model), fc.record(extra, { requiredKeys: [] }))
      .map(([known, unknown]) => ({ ...known, ...unknown })),
  );

const question = record({
  id: uuid,
  questionText: string,
  topics: near(fc.array(record({ name: string }), { maxLength: 2 })),
  answers: near(
    fc.oneof(
      {
        weight: 9,
        arbitrary: fc.array(record({ id: optionId, text: string }), { minLength: 4, maxLength: 4 }),
      },
      { weight: 1, arbitrary: fc.array(record({ id: optionId, text: string }), { maxLength: 5 }) },
    ),
  ),
  points: int,
  images: near(
    fc.array(record({ url: string, alt: string, width: int, height: int }), { maxLength: 2 }),
  ),
  createdBy: string,
});
// Built as JSON.parse builds it, so that a "__proto__" key is an own key, as it arrives.
const examAnswers = near(
  fc
    .uniqueArray(
      fc.tuple(
        fc.oneof(fc.string({ maxLength: 4 }), fc.constantFrom('__proto__', 'constructor', '0')),
        optionId,
      ),
      { maxLength: 3, selector: ([key]) => key },
    )
    .map(
      (entries) =>
        JSON.parse(
          `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(',')}}`,
        ) as unknown,
    ),
);
const exam = record({
  deadlineAt: nullableNear(datetime),
  timeLimitSeconds: nullableNear(int),
  serverNow: datetime,
  startedAt: datetime,
  answers: examAnswers,
  marked: near(fc.array(string, { maxLength: 3 })),
});
const session = record({
  id: uuid,
  quizType: mostly(fc.constantFrom(...quizTypeSchema.options), fc.constant('exams')),
  topicId: nullableNear(int),
  reviewMode: nullableNear(
    fc.oneof(fc.constantFrom(...reviewModeSchema.options), fc.constant('all')),
  ),
  quiz: nullableNear(record({ id: uuid, name: string, creatorName: string })),
  claimToken: nullableNear(string),
  questions: near(fc.array(question, { maxLength: 3 })),
  exam: nullableNear(exam),
});
const response = near(
  fc.oneof(
    fc.record(
      { status: fc.constant('ready'), session, ...extra },
      { requiredKeys: ['status', 'session'] },
    ),
    fc.record({
      status: fc.constant('all-attempted'),
      stats: record({ totalQuestions: int, correctCount: int, incorrectCount: int }),
    }),
    fc.record({ status: mostly(fc.constant('empty'), fc.constant('Empty')) }),
  ),
);

describe('readStartQuizResponse', () => {
  it('reads a ready session as the server sends it, dropping unknown keys', () => {
    const session = readySession('6f1c2a55-0b7e-4c1f-9a51-3d2b8e4f7a10', 2);
    const sent = { status: 'ready', session: { ...session, served: 'now' }, extra: 1 };
    expect(readStartQuizResponse(sent)).toEqual({ status: 'ready', session });
    expect(readStartQuizResponse({ status: 'empty' })).toEqual({ status: 'empty' });
  });

  it('refuses a question with three options, a bad id, or an unknown status', () => {
    const session = readySession('6f1c2a55-0b7e-4c1f-9a51-3d2b8e4f7a10', 1);
    const question = quizQuestion(questionId(1));
    const threeOptions = { ...question, answers: question.answers.slice(1) };
    const ready = (s: unknown) => ({ status: 'ready', session: s });
    expect(readStartQuizResponse(ready({ ...session, questions: [threeOptions] }))).toBeUndefined();
    expect(readStartQuizResponse(ready({ ...session, id: 'session-1' }))).toBeUndefined();
    expect(readStartQuizResponse({ status: 'started' })).toBeUndefined();
    expect(readStartQuizResponse(null)).toBeUndefined();
  });

  it("skips an exam answer keyed __proto__, whatever its value, as Zod's record does", () => {
    const session = readySession('6f1c2a55-0b7e-4c1f-9a51-3d2b8e4f7a10', 1);
    const time = '2026-11-25T03:00:00.000Z';
    const answers = JSON.parse('{"__proto__":"not an option","q1":"b"}') as unknown;
    const exam = { deadlineAt: null, timeLimitSeconds: null, serverNow: time, startedAt: time };
    const json = {
      status: 'ready',
      session: { ...session, exam: { ...exam, answers, marked: [] } },
    };
    expect(readStartQuizResponse(json)).toEqual(zodReading(json));
    expect(readStartQuizResponse(json)).toMatchObject({
      session: { exam: { answers: { q1: 'b' } } },
    });
  });

  it('agrees with startQuizResponseSchema on any JSON near the contract', () => {
    let read = 0;
    fc.assert(
      fc.property(response, (json) => {
        const expected = zodReading(json);
        expect(readStartQuizResponse(json)).toEqual(expected);
        if (expected?.status === 'ready' && expected.session.exam) read += 1;
      }),
      { numRuns: 3000 },
    );
    // the rules are exercised on whole exam sessions, not only on responses refused early
    expect(read).toBeGreaterThan(50);
  });
});
