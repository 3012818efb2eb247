import { describe, expect, it } from 'vitest';
import { questionInputSchema, referenceSchema } from './questions.ts';

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

describe('questionInputSchema', () => {
  const valid = {
    questionText: 'A 54-year-old man has crushing central chest pain.',
    answers: { a: 'Aspirin', b: 'Metoprolol', c: 'Morphine', d: 'Oxygen' },
    correctAnswer: 'a',
    explanation: 'Aspirin given early reduces mortality.',
    reference: 'https://bpac.org.nz/',
    topicIds: [1],
  };
  const firstMessage = (input: Record<string, unknown>) =>
    questionInputSchema.safeParse(input).error?.issues[0]?.message;

  it('with only the question filled, names the answers first', () => {
    expect(firstMessage({ questionText: valid.questionText })).toBe('Answer A is required');
  });

  it('reports the first broken rule in the form’s order: question, answers, correct answer, explanation, reference, topics', () => {
    // Break every field, then mend them one at a time in that order.
    const broken: Record<string, unknown> = {};
    const steps: [keyof typeof valid, string][] = [
      ['questionText', 'Question must be at least 10 characters'],
      ['answers', 'Answer A is required'],
      ['correctAnswer', 'Please select the correct answer'],
      ['explanation', 'Explanation must be at least 10 characters'],
      ['reference', 'Reference URL is required'],
      ['topicIds', 'At least one topic is required'],
    ];
    for (const [field, message] of steps) {
      expect(firstMessage(broken), field).toBe(message);
      broken[field] = valid[field];
    }
    expect(questionInputSchema.safeParse(broken).success).toBe(true);
  });
});
