// The grid's labels (ADR 029, 036): a marked question says so to screen readers and shows a flag,
// not a colour alone; the legend names the mark only where marks exist (exams).
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QuestionGrid } from './question-grid.tsx';

const questions = [{ id: 'q1' }, { id: 'q2' }, { id: 'q3' }];

afterEach(cleanup);

describe('QuestionGrid', () => {
  it('labels each question answered or not, current, and marked for review', () => {
    render(
      <QuestionGrid
        questions={questions}
        answers={{ q1: 'a', q3: 'c' }}
        index={1}
        onJump={() => {}}
        disabled={false}
        marked={new Set(['q2', 'q3'])}
      />,
    );
    const grid = screen.getByRole('navigation', { name: 'Questions' });
    expect(within(grid).getByRole('button', { name: 'Question 1, answered' })).toBeTruthy();
    const second = within(grid).getByRole('button', {
      name: 'Question 2, marked for review, not answered, current',
    });
    const third = within(grid).getByRole('button', {
      name: 'Question 3, marked for review, answered',
    });
    // the flag is drawn, not only a colour
    expect(second.querySelector('svg.lucide-flag')).not.toBeNull();
    expect(third.querySelector('svg.lucide-flag')).not.toBeNull();
    expect(
      within(grid)
        .getByRole('button', { name: 'Question 1, answered' })
        .querySelector('svg.lucide-flag'),
    ).toBeNull();
    expect(grid.textContent).toContain('Marked for review');
  });

  it('has no marks and no legend entry outside an exam', () => {
    render(
      <QuestionGrid
        questions={questions}
        answers={{ q2: 'b' }}
        index={0}
        onJump={() => {}}
        disabled={false}
      />,
    );
    expect(screen.getByRole('button', { name: 'Question 2, answered' })).toBeTruthy();
    expect(screen.queryByText('Marked for review')).toBeNull();
  });
});
