import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  dueCountsSchema,
  questionStatsSchema,
  weakTopicsSchema,
} from '#shared/contract/study-stats.ts';
import {
  int,
  near,
  nullableNear,
  record,
  schemaReading,
  string,
} from '#client/lib/json-reading.arbitraries.ts';
import { readDueCounts, readQuestionStats, readWeakTopics } from './study-stats-reader.ts';

const list = (item: fc.Arbitrary<unknown>) => near(fc.array(item, { maxLength: 3 }));

const counts = {
  totalQuestions: int,
  unattemptedQuestions: int,
  incorrectQuestions: int,
  correctQuestions: int,
};
const questionStats = record({
  overall: record(counts),
  topics: list(record({ topicId: int, topicName: string, ...counts })),
});
const dueCounts = record({
  due: int,
  topics: list(record({ topicId: int, due: int })),
  nextDueAt: nullableNear(string),
});
const weakTopics = record({
  gpepClass: nullableNear(string),
  topics: list(
    record({
      topicId: int,
      topicName: string,
      answered: int,
      correct: int,
      accuracy: int,
      classAccuracy: nullableNear(int),
      classAnswered: int,
    }),
  ),
});

/** The reader agrees with the schema on 2,000 values, of which more than 400 were read whole. */
function agrees(
  values: fc.Arbitrary<unknown>,
  reader: (json: unknown) => unknown,
  schema: z.ZodType,
) {
  const expected = schemaReading(schema);
  let read = 0;
  fc.assert(
    fc.property(values, (json) => {
      const want = expected(json);
      expect(reader(json)).toEqual(want);
      if (want !== undefined) read += 1;
    }),
    { numRuns: 2000 },
  );
  // the rules are exercised on whole responses, not only on values refused early
  expect(read).toBeGreaterThan(400);
}

describe('study stats readers', () => {
  it('read the responses the server sends, dropping unknown keys', () => {
    const overall = {
      totalQuestions: 10,
      unattemptedQuestions: 5,
      incorrectQuestions: 2,
      correctQuestions: 3,
    };
    const topic = { topicId: 4, topicName: 'Cardiology', ...overall };
    expect(
      readQuestionStats({ overall: { ...overall, id: 1 }, topics: [topic], extra: 1 }),
    ).toEqual({ overall, topics: [topic] });
    const due = { due: 3, topics: [{ topicId: 4, due: 3 }], nextDueAt: null };
    expect(readDueCounts({ ...due, served: 'now' })).toEqual(due);
    const weak = {
      gpepClass: null,
      topics: [
        {
          topicId: 4,
          topicName: 'Cardiology',
          answered: 6,
          correct: 2,
          accuracy: 33,
          classAccuracy: null,
          classAnswered: 0,
        },
      ],
    };
    expect(readWeakTopics(weak)).toEqual(weak);
  });

  it('refuse a fraction, a missing field, a null the contract does not allow, or no object', () => {
    const due = { due: 3, topics: [], nextDueAt: '2026-11-26T00:00:00.000Z' };
    expect(readDueCounts({ ...due, due: 1.5 })).toBeUndefined();
    expect(readDueCounts({ due: 3, topics: [] })).toBeUndefined();
    expect(readWeakTopics({ gpepClass: 'A', topics: null })).toBeUndefined();
    expect(readQuestionStats([])).toBeUndefined();
  });

  it('readQuestionStats agrees with questionStatsSchema on any value near the contract', () => {
    agrees(questionStats, readQuestionStats, questionStatsSchema);
  });

  it('readDueCounts agrees with dueCountsSchema on any value near the contract', () => {
    agrees(dueCounts, readDueCounts, dueCountsSchema);
  });

  it('readWeakTopics agrees with weakTopicsSchema on any value near the contract', () => {
    agrees(weakTopics, readWeakTopics, weakTopicsSchema);
  });
});
