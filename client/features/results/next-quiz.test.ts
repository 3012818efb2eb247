import { describe, expect, it } from 'vitest';
import type { QuestionResult, QuizResult } from '#shared/contract/quiz.ts';
import type { QuestionStats } from '#shared/contract/stats.ts';
import { paths } from '#client/lib/paths.ts';
import { insightLine } from './insight-line.ts';
import { nextQuiz } from './next-quiz.ts';

const item = (topics: string[], isCorrect: boolean): QuestionResult => ({
  questionId: crypto.randomUUID(),
  questionText: 'Which one?',
  topics: topics.map((name) => ({ name })),
  answers: (['a', 'b', 'c', 'd'] as const).map((id) => ({ id, text: id })),
  images: [],
  selectedAnswer: 'a',
  isCorrect,
  correctAnswer: isCorrect ? 'a' : 'b',
  explanation: 'Because.',
  reference: null,
  peerStats: null,
  points: 0,
  createdBy: 'Ada',
  ownQuestion: false,
});

const result = (over: Partial<QuizResult>): QuizResult => ({
  sessionId: crypto.randomUUID(),
  quizType: 'quick',
  topicId: null,
  totalQuestions: 1,
  correctAnswers: 0,
  scorePercentage: 0,
  pointsEarned: 0,
  isRevision: false,
  saved: true,
  completedAt: new Date().toISOString(),
  results: [item(['Eye'], false)],
  ...over,
});

const counts = (incorrect: number, correct: number, unattempted = 0) => ({
  totalQuestions: incorrect + correct + unattempted,
  unattemptedQuestions: unattempted,
  incorrectQuestions: incorrect,
  correctQuestions: correct,
});
const stats = (overall: ReturnType<typeof counts>, eye = overall): QuestionStats => ({
  overall,
  topics: [{ topicId: 7, topicName: 'Eye', ...eye }],
});

describe('nextQuiz', () => {
  it('follows a Quick 10 with another, or /congratulations once all is mastered', () => {
    expect(nextQuiz(result({}), undefined, {})).toEqual({
      to: paths.answer,
      state: { type: 'quick', questionCount: 10 },
      what: 'Quick 10',
    });
    expect(nextQuiz(result({}), undefined, { stats: stats(counts(0, 5)) })?.to).toBe(
      paths.congratulations,
    );
  });

  it('follows a topic quiz with the same topic, named from the counts', () => {
    const next = nextQuiz(result({ quizType: 'topic', topicId: 7 }), undefined, {
      stats: stats(counts(1, 1, 1)),
    });
    expect(next?.state).toEqual({ type: 'topic', topicId: 7, topicName: 'Eye', questionCount: 10 });
  });

  it('repeats a review while its mode has questions left, else a Quick 10', () => {
    const review = result({ quizType: 'review', topicId: 7 });
    expect(nextQuiz(review, 'incorrect', { stats: stats(counts(2, 3)) })?.state).toMatchObject({
      type: 'topic',
      topicId: 7,
      reviewMode: 'incorrect',
    });
    expect(nextQuiz(review, 'incorrect', { stats: stats(counts(0, 5, 1)) })?.what).toBe('Quick 10');
  });

  it('follows a due review with the next batch while any are due', () => {
    const due = result({ quizType: 'due' });
    expect(nextQuiz(due, undefined, { due: 4 })?.state).toEqual({ type: 'due' });
    expect(nextQuiz(due, undefined, { due: 0 })?.what).toBe('Quick 10');
  });

  it('offers none after an exam or a shared quiz, and a Quick 10 after a saved quiz', () => {
    expect(nextQuiz(result({ quizType: 'exam' }), undefined, {})).toBeNull();
    expect(nextQuiz(result({ quizType: 'shared-quiz' }), undefined, {})).toBeNull();
    expect(nextQuiz(result({ quizType: 'saved' }), undefined, {})?.what).toBe('Quick 10');
  });
});

describe('insightLine', () => {
  it('names the topic missed most when one stands out', () => {
    const items = [
      item(['Eye'], false),
      item(['Eye'], false),
      item(['Eye'], true),
      item(['Cardiovascular'], false),
    ];
    expect(insightLine(items, 3)).toBe('Most missed here: Eye (2 of 3 wrong)');
  });

  it('says nothing of topics for one topic or a tie, and then gives the due count', () => {
    expect(insightLine([item(['Eye'], false)], 1)).toBe('1 question due for review today');
    expect(insightLine([item(['Eye'], false), item(['Skin'], false)], 2)).toBe(
      '2 questions due for review today',
    );
    expect(insightLine([item(['Eye'], true), item(['Skin'], true)], 0)).toBeNull();
  });
});
