import { Award } from 'lucide-react';
import {
  honeyPotAchievement,
  honeyPots,
  nectarInCurrentPot,
  nectarPerHoneyPot,
} from '#shared/domain/honey.ts';
import { cn } from '#client/lib/cn.ts';

/**
 * Nectar and honey-pot meter: the current pot fills like a honeycomb cell and shows the
 * remainder "n / 20" [product#honey-pots]; below it, the achievement text for the pots filled so
 * far.
 */
export function HoneyMeter({ points, compact = false }: { points: number; compact?: boolean }) {
  const pots = honeyPots(points);
  const inPot = nectarInCurrentPot(points);
  const toGo = nectarPerHoneyPot - inPot;
  const percent = Math.round((inPot / nectarPerHoneyPot) * 100);
  return (
    <div className={cn('flex flex-col', compact ? 'gap-3' : 'gap-4')}>
      <div className={cn('flex items-center', compact ? 'gap-4' : 'gap-5')}>
        <div
          className={cn(
            'hex relative shrink-0 overflow-hidden bg-honey-100',
            compact ? 'size-16' : 'size-24',
          )}
          role="meter"
          aria-label="Nectar towards the next honey pot"
          aria-valuemin={0}
          aria-valuemax={nectarPerHoneyPot}
          aria-valuenow={inPot}
          aria-valuetext={`${inPot} of ${nectarPerHoneyPot} nectar`}
        >
          <div
            className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-honey-600 to-honey-500 transition-[height] duration-700"
            style={{ height: `${percent}%` }}
          />
          <span
            className={cn(
              'tabular absolute inset-0 flex items-center justify-center font-extrabold',
              compact ? 'text-sm' : 'text-base',
            )}
          >
            {inPot} / {nectarPerHoneyPot}
          </span>
        </div>
        <div className="flex flex-1 flex-col gap-1 sm:max-w-sm">
          {/* each term wrapped with its value, so a screen reader hears them as pairs */}
          <dl className="grid grid-cols-2 gap-x-4">
            <div className="flex flex-col gap-0.5">
              <dt className="text-sm text-muted">Nectar</dt>
              <dd className={cn('tabular font-extrabold', compact ? 'text-2xl' : 'text-3xl')}>
                {points}
              </dd>
            </div>
            <div className="flex flex-col gap-0.5">
              <dt className="text-sm text-muted">Honey pots</dt>
              <dd className={cn('tabular font-extrabold', compact ? 'text-2xl' : 'text-3xl')}>
                {pots}
              </dd>
            </div>
          </dl>
          <p className="text-sm text-muted">
            <span className="tabular font-semibold text-ink">{toGo}</span> more nectar to fill your
            next pot
          </p>
        </div>
      </div>
      <p
        className={cn(
          'flex items-start gap-2 text-sm font-medium',
          !compact && 'rounded-xl bg-honey-100/70 px-3 py-2',
        )}
      >
        <Award className="mt-0.5 size-4 shrink-0 text-honey-700" aria-hidden />
        {honeyPotAchievement(pots)}
      </p>
    </div>
  );
}
