import { Hexagon } from 'lucide-react';

const pointsLabel = (points: number) => `${points} ${points === 1 ? 'point' : 'points'}`;

/** What a question is worth, on a honey pill with a hexagon: "1 point", "5 points". */
export function PointsBadge({ points }: { points: number }) {
  return (
    <span className="tabular inline-flex items-center gap-1 rounded-full bg-honey-500 px-2.5 py-0.5 text-xs font-bold text-ink">
      <Hexagon className="size-3.5 fill-honey-200" aria-hidden />
      {pointsLabel(points)}
    </span>
  );
}
