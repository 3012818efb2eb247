import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '#client/lib/storage-keys.ts';
import {
  clearEditDraft,
  clearNewDraft,
  clearPreviewHandoff,
  emptyDraft,
  handOverToPreview,
  peekPreviewHandoff,
  readEditDraft,
  readNewDraft,
  safeReturnTo,
  saveEditDraft,
  saveNewDraft,
  type QuestionDraft,
} from './draft.ts';

const draft: QuestionDraft = {
  questionText: 'Which gland secretes insulin?',
  topicIds: [3, 7],
  answers: { a: 'Pancreas', b: 'Liver', c: 'Spleen', d: 'Thyroid' },
  correctAnswer: 'a',
  explanation: 'Beta cells of the islets of Langerhans.',
  reference: 'Guyton ch. 79',
  // an uploaded image is kept by hash with its alt text (ADR 040)
  images: [
    {
      hash: 'ab'.repeat(32),
      url: `/api/images/${'ab'.repeat(32)}.webp`,
      width: 640,
      height: 480,
      alt: 'Islet cells under the microscope',
    },
  ],
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the new-question draft (localStorage)', () => {
  it('is null when nothing was saved', () => {
    expect(readNewDraft()).toBeNull();
  });

  it('comes back as it was saved', () => {
    saveNewDraft(draft);
    expect(readNewDraft()).toEqual(draft);
    expect(localStorage.getItem(storageKeys.questionDraft)).not.toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('is forgotten once the form is blank again', () => {
    saveNewDraft(draft);
    saveNewDraft({ ...emptyDraft, questionText: '   ' });
    expect(localStorage.getItem(storageKeys.questionDraft)).toBeNull();
    expect(readNewDraft()).toBeNull();
  });

  it('is cleared by clearNewDraft', () => {
    saveNewDraft(draft);
    clearNewDraft();
    expect(localStorage.getItem(storageKeys.questionDraft)).toBeNull();
  });

  it('ignores corrupt JSON', () => {
    localStorage.setItem(storageKeys.questionDraft, '{"questionText": "half');
    expect(readNewDraft()).toBeNull();
  });

  it('ignores a stored value that is not an object, or blank', () => {
    localStorage.setItem(storageKeys.questionDraft, '"just a string"');
    expect(readNewDraft()).toBeNull();
    localStorage.setItem(storageKeys.questionDraft, JSON.stringify(emptyDraft));
    expect(readNewDraft()).toBeNull();
  });

  it('keeps the valid fields of a tampered draft and resets the others', () => {
    localStorage.setItem(
      storageKeys.questionDraft,
      JSON.stringify({
        ...draft,
        topicIds: [1, 2, 3, 4], // at most 3 topics
        correctAnswer: 'e',
        explanation: 'x'.repeat(10_001), // past the length limit
        answers: 'not an object',
      }),
    );
    expect(readNewDraft()).toEqual({
      ...draft,
      topicIds: [],
      correctAnswer: '',
      explanation: '',
      answers: emptyDraft.answers,
    });
  });

  it('degrades to "nothing stored" when storage is blocked or full', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => saveNewDraft(draft)).not.toThrow();
    expect(readNewDraft()).toBeNull();
  });
});

describe('edit drafts (sessionStorage, one per question)', () => {
  it('round-trips per question id and never touches localStorage', () => {
    saveEditDraft('q1', draft);
    saveEditDraft('q2', { ...draft, questionText: 'Another' });
    expect(readEditDraft('q1')).toEqual(draft);
    expect(readEditDraft('q2')?.questionText).toBe('Another');
    expect(readEditDraft('q3')).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('clears only the question asked for', () => {
    saveEditDraft('q1', draft);
    saveEditDraft('q2', draft);
    clearEditDraft('q1');
    expect(readEditDraft('q1')).toBeNull();
    expect(readEditDraft('q2')).toEqual(draft);
  });

  it('ignores corrupt JSON', () => {
    sessionStorage.setItem(`${storageKeys.questionEditDraft}:q1`, 'not json');
    expect(readEditDraft('q1')).toBeNull();
  });
});

describe('the Preview handoff', () => {
  const handoff = {
    draft,
    topicNames: ['Endocrine', 'Physiology'],
    editId: null,
    returnTo: '/my-questions',
  };

  it('is read without being cleared, until clearPreviewHandoff', () => {
    handOverToPreview(handoff);
    expect(peekPreviewHandoff()).toEqual(handoff);
    expect(peekPreviewHandoff()).toEqual(handoff); // a second render reads it again
    clearPreviewHandoff();
    expect(peekPreviewHandoff()).toBeNull();
    expect(sessionStorage.getItem(storageKeys.questionPreview)).toBeNull();
  });

  it('ignores a malformed handoff', () => {
    sessionStorage.setItem(
      storageKeys.questionPreview,
      JSON.stringify({ ...handoff, topicNames: ['a', 'b', 'c', 'd'] }),
    );
    expect(peekPreviewHandoff()).toBeNull();
    sessionStorage.setItem(storageKeys.questionPreview, '{');
    expect(peekPreviewHandoff()).toBeNull();
  });
});

describe('safeReturnTo', () => {
  it('keeps paths inside the app only', () => {
    expect(safeReturnTo('/my-questions?page=2')).toBe('/my-questions?page=2');
    expect(safeReturnTo(null)).toBeNull();
    expect(safeReturnTo('')).toBeNull();
    expect(safeReturnTo('https://evil.example/')).toBeNull();
    expect(safeReturnTo('//evil.example/')).toBeNull();
    expect(safeReturnTo('/\\evil.example/')).toBeNull();
  });
});
