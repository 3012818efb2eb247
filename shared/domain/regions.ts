// Regional statistics: the landing page's top five and the progress page's full list
// [product#leaderboards].

interface RegionPoints {
  region: string;
  totalPoints: number;
}

/** Regions by points, highest first; ties by name so the order never jumps between loads. */
export function rankRegions<T extends RegionPoints>(rows: readonly T[]): T[] {
  return [...rows].sort(
    (a, b) => b.totalPoints - a.totalPoints || a.region.localeCompare(b.region, 'en-NZ'),
  );
}

/** The landing leaderboard: the top `limit` regions with points above 0. */
export function topRegions<T extends RegionPoints>(rows: readonly T[], limit = 5): T[] {
  return rankRegions(rows.filter((row) => row.totalPoints > 0)).slice(0, limit);
}

export interface RegionRow extends RegionPoints {
  questionsAnswered: number;
  questionsWritten: number;
}

/**
 * Every region in `regions` (the GPEP1 classes), zeros for those without activity yet, ranked:
 * the progress page's list always shows the whole country.
 */
export function withAllRegions(
  rows: readonly RegionRow[],
  regions: readonly string[],
): RegionRow[] {
  const seen = new Set(rows.map((row) => row.region));
  const missing = regions
    .filter((region) => !seen.has(region))
    .map((region) => ({ region, totalPoints: 0, questionsAnswered: 0, questionsWritten: 0 }));
  return rankRegions([...rows, ...missing]);
}
