import { describe, expect, it } from 'vitest';
import { rankRegions, topRegions, withAllRegions } from './regions.ts';

const row = (region: string, totalPoints: number) => ({ region, totalPoints });

describe('regional leaderboard', () => {
  it('keeps the top five regions with points above 0, highest first', () => {
    const rows = [
      row('Otago', 5),
      row('Northland', 0),
      row('Auckland', 40),
      row('Canterbury', 12),
      row('Taranaki', 1),
      row('Wellington', 12),
      row('Southland', 3),
      row('Whanganui', -2),
    ];
    expect(topRegions(rows).map((r) => r.region)).toEqual([
      'Auckland',
      'Canterbury',
      'Wellington',
      'Otago',
      'Southland',
    ]);
  });

  it('is empty when nobody has points', () => {
    expect(topRegions([row('Otago', 0)])).toEqual([]);
  });

  it('ranks every region, zero included, without changing the input', () => {
    const rows = [row('Otago', 0), row('Auckland', 2)];
    expect(rankRegions(rows).map((r) => r.region)).toEqual(['Auckland', 'Otago']);
    expect(rows[0]!.region).toBe('Otago');
  });
});

describe('regional stats list', () => {
  it('lists every region, with zeros for those without activity', () => {
    const rows = [{ region: 'Otago', totalPoints: 4, questionsAnswered: 6, questionsWritten: 0 }];
    expect(withAllRegions(rows, ['Auckland', 'Otago', 'Northland'])).toEqual([
      { region: 'Otago', totalPoints: 4, questionsAnswered: 6, questionsWritten: 0 },
      { region: 'Auckland', totalPoints: 0, questionsAnswered: 0, questionsWritten: 0 },
      { region: 'Northland', totalPoints: 0, questionsAnswered: 0, questionsWritten: 0 },
    ]);
  });
});
