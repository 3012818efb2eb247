// Your Class: the first members by nectar, and a viewer ranked below them after the list, with
// their rank (the server sends that row last, past the first classRankingTop).
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { classRankingTop, type ClassRanking } from '#shared/contract/stats.ts';
import { ClassMembers } from './class-ranking.tsx';

afterEach(() => {
  cleanup();
});

const member = (i: number, isMe = false) => ({
  id: `u${i}`,
  name: isMe ? 'Aroha Ngata' : `Classmate ${i}`,
  points: 1000 - i,
  rank: i,
  isMe,
});

function show(members: ClassRanking['members']) {
  render(
    <MemoryRouter>
      <ClassMembers ranking={{ gpepClass: 'Otago', gpepYear: 2031, members }} />
    </MemoryRouter>,
  );
}

describe('ClassMembers', () => {
  it('shows a viewer ranked past the first ones after the list, with their rank', () => {
    const first = Array.from({ length: classRankingTop }, (_, i) => member(i + 1));
    show([...first, member(137, true)]);

    const list = screen.getByRole('list', { name: 'Class ranking by nectar' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(classRankingTop);
    expect(within(list).queryByText('Me')).toBeNull();
    const mine = screen.getByRole('list', { name: 'Your place in the class' });
    const row = within(mine).getByRole('listitem');
    expect(row.textContent).toContain('Rank 137');
    expect(row.textContent).toContain('Aroha Ngata');
    expect(within(row).getByText('Me')).toBeTruthy();
  });

  it('shows a viewer among the first ones in the list, once', () => {
    show([member(1), member(2, true), member(3)]);
    const list = screen.getByRole('list', { name: 'Class ranking by nectar' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getAllByText('Me')).toHaveLength(1);
    expect(screen.queryByRole('list', { name: 'Your place in the class' })).toBeNull();
  });
});
