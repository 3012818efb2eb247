import { describe, expect, it } from 'vitest';
import { loadQuizContracts } from './quiz-contracts.ts';

describe('the quiz contracts, loaded lazily (ADR 044)', () => {
  it('loads the schemas once, the same for every request', async () => {
    const loaded = await loadQuizContracts();
    expect(await loadQuizContracts()).toBe(loaded);
    expect(loaded.exam.examSummarySchema).toBeDefined();
    expect(loaded.quiz.quizResultSchema).toBeDefined();
  });
});
