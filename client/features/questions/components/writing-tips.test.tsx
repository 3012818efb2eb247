import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ItemDraft } from '#shared/domain/item-writing.ts';
import { WritingTips } from './writing-tips.tsx';

const draft = (questionText: string, d = 'Gastro-oesophageal reflux'): ItemDraft => ({
  questionText,
  answers: { a: 'Myocardial infarction', b: 'Pulmonary embolism', c: 'Aortic dissection', d },
  correctAnswer: 'a',
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('WritingTips', () => {
  it('shows no panel for a well-formed question', () => {
    render(<WritingTips draft={draft('Chest pain for 40 minutes. What is the diagnosis?')} />);
    expect(screen.queryByRole('heading', { name: 'Writing tips' })).toBeNull();
  });

  it('lists the tips once typing pauses, and announces the count politely', () => {
    const { rerender } = render(
      <WritingTips draft={draft('Chest pain for 40 minutes. What is the diagnosis?')} />,
    );
    rerender(
      <WritingTips
        draft={draft('All of these cause chest pain EXCEPT which one?', 'All of the above')}
      />,
    );
    // Still the old draft until the pause.
    expect(screen.queryByRole('heading', { name: 'Writing tips' })).toBeNull();
    act(() => {
      vi.advanceTimersByTime(300);
    });
    const panel = screen.getByRole('region', { name: 'Writing tips' });
    const items = panel.querySelectorAll('li');
    expect([...items].map((item) => item.dataset.tip)).toEqual([
      'negative-stem',
      'all-or-none-of-the-above',
    ]);
    const live = document.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toBe('2 writing tips');
  });
});
