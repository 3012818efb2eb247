import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writingTips, type ItemDraft, type WritingTipCode } from './item-writing.ts';

const goodStem =
  'A 54-year-old man has crushing central chest pain for 40 minutes. What is the most likely diagnosis?';

const draft = (overrides: Partial<ItemDraft> = {}): ItemDraft => ({
  questionText: goodStem,
  answers: {
    a: 'Acute myocardial infarction',
    b: 'Pulmonary embolism',
    c: 'Aortic dissection',
    d: 'Gastro-oesophageal reflux',
  },
  correctAnswer: 'a',
  ...overrides,
});

const codes = (item: ItemDraft): WritingTipCode[] => writingTips(item).map((tip) => tip.code);
const withAnswers = (answers: Partial<ItemDraft['answers']>) =>
  draft({ answers: { ...draft().answers, ...answers } });

describe('writingTips', () => {
  it('has nothing to say about a well-formed question', () => {
    expect(writingTips(draft())).toEqual([]);
  });

  describe('all / none of the above', () => {
    it('is one tip however many options use it', () => {
      const tips = writingTips(withAnswers({ c: 'All of the above', d: 'None of the above' }));
      expect(tips.filter((tip) => tip.code === 'all-or-none-of-the-above')).toEqual([
        {
          code: 'all-or-none-of-the-above',
          message:
            'Avoid “all of the above” and “none of the above”: they reward test-taking, not knowledge.',
        },
      ]);
    });

    it('catches other casings and "of these"', () => {
      expect(codes(withAnswers({ d: 'none OF THE above.' }))).toContain('all-or-none-of-the-above');
      expect(codes(withAnswers({ d: 'All of these' }))).toContain('all-or-none-of-the-above');
    });

    it('leaves "all" and "none" in ordinary options alone', () => {
      expect(codes(withAnswers({ d: 'None; reassure and review in a week' }))).toEqual([]);
      expect(codes(withAnswers({ d: 'Check all of the electrolytes' }))).toEqual([]);
    });
  });

  describe('negative stem', () => {
    it('flags NOT and EXCEPT in capitals anywhere', () => {
      expect(
        codes(draft({ questionText: 'Which of the following is NOT a cause of AKI?' })),
      ).toEqual(['negative-stem']);
      expect(
        codes(draft({ questionText: 'All of these cause clubbing EXCEPT which one?' })),
      ).toEqual(['negative-stem']);
    });

    it('flags a lower-case negative in the sentence that asks', () => {
      expect(codes(draft({ questionText: 'Which drug should not be given in asthma?' }))).toEqual([
        'negative-stem',
      ]);
      expect(codes(draft({ questionText: "Which drug shouldn't be given in asthma?" }))).toEqual([
        'negative-stem',
      ]);
      expect(codes(draft({ questionText: 'Which is the least likely cause of AKI?' }))).toEqual([
        'negative-stem',
      ]);
    });

    it('ignores a negative in the case history', () => {
      const stem =
        'A 30-year-old woman does not smoke and has no past history. What is the next step?';
      expect(codes(draft({ questionText: stem }))).toEqual([]);
    });
  });

  describe('absolute words', () => {
    it('names the option and the word', () => {
      expect(writingTips(withAnswers({ b: 'It is always bilateral' }))).toEqual([
        {
          code: 'absolute-word',
          option: 'b',
          message:
            'Option B says “always”: absolute words are usually false and give the answer away.',
        },
      ]);
    });

    it('gives one tip per option that has one', () => {
      const tips = writingTips(withAnswers({ a: 'Never in children', d: 'ALWAYS painful' }));
      expect(tips.map((tip) => [tip.code, tip.option])).toEqual([
        ['absolute-word', 'a'],
        ['absolute-word', 'd'],
      ]);
    });

    it('matches whole words only', () => {
      expect(codes(withAnswers({ a: 'Nevermind the alwaysness' }))).toEqual([]);
    });
  });

  describe('correct option clearly the longest', () => {
    const long = 'Start metformin and refer to a dietitian for lifestyle advice'; // 61
    it('flags 1.5x and 20 characters past the longest distractor', () => {
      const item = withAnswers({ a: long, b: 'Gliclazide', c: 'Insulin', d: 'Observe' });
      expect(codes(item)).toEqual(['correct-is-longest']);
      expect(writingTips(item)[0]?.message).toBe(
        'The correct option is clearly the longest: make the distractors as detailed.',
      );
    });

    it('stays quiet when a distractor is nearly as long', () => {
      const item = withAnswers({
        a: long,
        b: 'Start gliclazide and review blood glucose in 4 weeks', // 52: 61 < 1.5 x 52
        c: 'Insulin',
        d: 'Observe',
      });
      expect(codes(item)).toEqual([]);
    });

    it('needs 20 characters, not only the ratio, for short options', () => {
      // 18 is 3x 6 but only 12 longer
      const item = withAnswers({ a: 'Metformin 500 mg x', b: 'Statin', c: 'Aspirin', d: 'ACE-i' });
      expect(codes(item)).toEqual([]);
    });

    it('waits for a correct option and all four options', () => {
      expect(
        codes(draft({ ...withAnswers({ a: long, b: 'X', c: 'Y', d: 'Z' }), correctAnswer: '' })),
      ).toEqual([]);
      expect(codes(withAnswers({ a: long, b: 'X', c: 'Y', d: '' }))).toEqual([]);
    });

    it('is about the correct option only', () => {
      const item = draft({
        ...withAnswers({ a: long, b: 'X', c: 'Y', d: 'Z' }),
        correctAnswer: 'b',
      });
      expect(codes(item)).toEqual([]);
    });
  });

  describe('not a question', () => {
    it('flags a stem with no question mark and no instruction', () => {
      const item = draft({ questionText: 'A 54-year-old man has crushing central chest pain.' });
      expect(writingTips(item)).toEqual([
        {
          code: 'not-a-question',
          message: 'The stem is not a question: end it with a question or a clear instruction.',
        },
      ]);
    });

    it('accepts an instruction or a question word as the last sentence', () => {
      const history = 'A 54-year-old man has crushing central chest pain. ';
      expect(codes(draft({ questionText: `${history}Choose the most likely diagnosis.` }))).toEqual(
        [],
      );
      expect(codes(draft({ questionText: `${history}Select the best first test` }))).toEqual([]);
      expect(codes(draft({ questionText: `${history}\nWhich investigation first:` }))).toEqual([]);
    });

    it('says nothing while the stem is shorter than the schema minimum', () => {
      expect(codes(draft({ questionText: 'A man' }))).toEqual([]);
      expect(codes(draft({ questionText: '' }))).toEqual([]);
    });
  });

  it('lists stem tips first, then options in order', () => {
    const item: ItemDraft = {
      questionText: 'All of the following cause anaemia EXCEPT',
      answers: { a: 'Always iron', b: 'B12', c: 'Folate', d: 'None of the above' },
      correctAnswer: 'd',
    };
    expect(codes(item)).toEqual([
      'not-a-question',
      'negative-stem',
      'all-or-none-of-the-above',
      'absolute-word',
    ]);
  });

  it('never throws, whatever is typed', () => {
    const option = fc.string({ maxLength: 200, unit: 'grapheme' });
    fc.assert(
      fc.property(
        fc.string({ maxLength: 1000, unit: 'grapheme' }),
        fc.record({ a: option, b: option, c: option, d: option }),
        fc.constantFrom('a', 'b', 'c', 'd', '') as fc.Arbitrary<ItemDraft['correctAnswer']>,
        (questionText, answers, correctAnswer) => {
          const tips = writingTips({ questionText, answers, correctAnswer });
          expect(Array.isArray(tips)).toBe(true);
        },
      ),
    );
  });

  it('has no tips for any question built from the well-formed template', () => {
    const word = fc
      .stringMatching(/^[a-z]{3,12}$/)
      .filter(
        (w) =>
          !['always', 'never', 'invariably', 'absolutely', 'not', 'except', 'least'].includes(w),
      );
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 3, maxLength: 20 }),
        fc.array(word, { minLength: 1, maxLength: 4 }),
        fc.tuple(word, word, word, word),
        fc.constantFrom('a', 'b', 'c', 'd') as fc.Arbitrary<ItemDraft['correctAnswer']>,
        (history, ask, [a, b, c, d], correctAnswer) => {
          const questionText = `A patient ${history.join(' ')}. Which ${ask.join(' ')}?`;
          expect(writingTips({ questionText, answers: { a, b, c, d }, correctAnswer })).toEqual([]);
        },
      ),
    );
  });
});
