// /learn's and /question-bank's first reads (GET /api/stats/due, /weak-topics, /questions) read
// without Zod: their contract's chunk brought Zod's core (25 KiB gzip) into each signed-in page's
// first seconds, and building the schemas took main-thread time before the largest paint
// (issue 11, ADR 044). The same rules as shared/contract/study-stats.ts; study-stats-reader.test.ts
// checks that both agree.
import { array, int, nullable, object, reading, string } from '#client/lib/json-reading.ts';
import type { DueCounts, QuestionStats, WeakTopics } from '#shared/contract/study-stats.ts';

// unknown keys are dropped below, as Zod does: each reader builds its own objects
function readCounts(value: unknown): QuestionStats['overall'] {
  const counts = object(value);
  return {
    totalQuestions: int(counts.totalQuestions),
    unattemptedQuestions: int(counts.unattemptedQuestions),
    incorrectQuestions: int(counts.incorrectQuestions),
    correctQuestions: int(counts.correctQuestions),
  };
}

/** GET /api/stats/questions, or undefined when it is not what the contract says. */
export const readQuestionStats = (json: unknown): QuestionStats | undefined =>
  reading(json, (value) => {
    const stats = object(value);
    return {
      overall: readCounts(stats.overall),
      topics: array(stats.topics, (item) => {
        const topic = object(item);
        return {
          topicId: int(topic.topicId),
          topicName: string(topic.topicName),
          ...readCounts(topic),
        };
      }),
    };
  });

/** GET /api/stats/due, or undefined when it is not what the contract says. */
export const readDueCounts = (json: unknown): DueCounts | undefined =>
  reading(json, (value) => {
    const counts = object(value);
    return {
      due: int(counts.due),
      topics: array(counts.topics, (item) => {
        const topic = object(item);
        return { topicId: int(topic.topicId), due: int(topic.due) };
      }),
      nextDueAt: nullable(counts.nextDueAt, string),
    };
  });

/** GET /api/stats/weak-topics, or undefined when it is not what the contract says. */
export const readWeakTopics = (json: unknown): WeakTopics | undefined =>
  reading(json, (value) => {
    const weak = object(value);
    return {
      gpepClass: nullable(weak.gpepClass, string),
      topics: array(weak.topics, (item) => {
        const topic = object(item);
        return {
          topicId: int(topic.topicId),
          topicName: string(topic.topicName),
          answered: int(topic.answered),
          correct: int(topic.correct),
          accuracy: int(topic.accuracy),
          classAccuracy: nullable(topic.classAccuracy, int),
          classAnswered: int(topic.classAnswered),
        };
      }),
    };
  });
