import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { optionIds } from '#shared/contract/option-ids.ts';
import {
  quizTypeSchema,
  reviewModeSchema,
  startQuizResponseSchema,
} from '#shared/contract/quiz.ts';
import { questionId, quizQuestion, readySession } from '../test-fixtures.ts';
import {
  extra,
  int,
  jsonObject,
  mostly,
  near,
  nullableNear,
  record,
  string,
  uuid,
  schemaReading,
} from '#client/lib/json-reading.arbitraries.ts';
import { readStartQuizResponse } from './start-quiz-reader.ts';

const zodReading = schemaReading(startQuizResponseSchema);

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
const optionId = mostly(fc.constantFrom(...optionIds), fc.constantFrom('e', 'A'));
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
const examAnswers = near(
  jsonObject(
    fc.oneof(fc.string({ maxLength: 4 }), fc.constantFrom('__proto__', 'constructor', '0')),
    optionId,
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
