import { honeyPots, nectarInCurrentPot, nectarPerHoneyPot } from '#shared/domain/honey.ts';

/** Nectar and honey-pot meter: the current pot fills like a honeycomb cell. */
export function HoneyMeter({ points }: { points: number }) {
  const pots = honeyPots(points);
  const inPot = nectarInCurrentPot(points);
  const percent = Math.round((inPot / nectarPerHoneyPot) * 100);
  return (
    <div className="flex items-center gap-4">
      <div
        className="hex relative size-20 shrink-0 overflow-hidden bg-honey-100"
        role="meter"
        aria-label="Nectar towards the next honey pot"
        aria-valuemin={0}
        aria-valuemax={nectarPerHoneyPot}
        aria-valuenow={inPot}
      >
        <div
          className="absolute inset-x-0 bottom-0 bg-honey-500 transition-[height] duration-700"
          style={{ height: `${percent}%` }}
        />
        <span className="tabular absolute inset-0 flex items-center justify-center text-sm font-bold">
          {inPot} / {nectarPerHoneyPot}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-1">
        <dt className="text-sm text-muted">Nectar</dt>
        <dt className="text-sm text-muted">Honey pots</dt>
        <dd className="tabular text-2xl font-bold">{points}</dd>
        <dd className="tabular text-2xl font-bold">{pots}</dd>
      </dl>
    </div>
  );
}
