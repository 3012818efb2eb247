import { Trophy } from 'lucide-react';

/**
 * The landing page's Regional Leaderboard. Regional statistics arrive with the learning area
 * (issue 3); until then the board shows its empty state.
 */
export function RegionalLeaderboard() {
  return (
    <section aria-labelledby="regional-leaderboard" className="flex flex-col gap-3">
      <h2 id="regional-leaderboard" className="flex items-center gap-2 text-xl font-bold">
        <Trophy className="size-5 text-honey-700" aria-hidden />
        Regional Leaderboard
      </h2>
      <div className="rounded-2xl border border-dashed border-honey-300 bg-white/70 p-6 text-center">
        <p className="font-semibold">No nectar on the board yet.</p>
        <p className="text-sm text-muted">Answer a question and put your region on the map.</p>
      </div>
    </section>
  );
}
