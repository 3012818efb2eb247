import { describe, expect, it } from 'vitest';
import { loadQuizContracts, quizContracts } from './quiz-contracts.ts';

describe('the quiz contracts, loaded lazily (ADR 044)', () => {
  it('suspends a synchronous reader until loaded, then gives the same schemas at once', async () => {
    let thrown: unknown;
    try {
      quizContracts();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Promise);
    const loaded = await loadQuizContracts();
    expect(await thrown).toBe(loaded);
    expect(quizContracts()).toBe(loaded);
    expect(loaded.confidence.confidenceSchema.safeParse('sure').success).toBe(true);
    expect(loaded.quiz.quizResultSchema).toBeDefined();
  });
});
