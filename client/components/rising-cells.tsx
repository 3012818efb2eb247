// Honey cells drifting up behind a celebration. The celebrate-rise animation in styles.css runs
// only when the user has not asked for reduced motion.
import type { CSSProperties } from 'react';
import { cn } from '#client/lib/cn.ts';

const layout = [
  { left: '6%', size: 14, tone: 'bg-honey-500' },
  { left: '18%', size: 10, tone: 'bg-honey-300' },
  { left: '30%', size: 18, tone: 'bg-honey-200' },
  { left: '64%', size: 12, tone: 'bg-honey-500' },
  { left: '78%', size: 16, tone: 'bg-honey-300' },
  { left: '90%', size: 10, tone: 'bg-honey-200' },
];

/** burst: a quick 2-second rise (nectar earned); drift: a slow, calm loop (congratulations). */
const paces = {
  burst: { scale: 1, delays: [0, 0.5, 0.2, 0.35, 0.1, 0.6], durations: [2.4, 2, 2.6, 2.2, 2.5, 2] },
  drift: { scale: 1.25, delays: [0, 2.2, 4.1, 1.1, 3.3, 5.2], durations: [7, 6, 8, 6.5, 7.5, 6] },
} as const;

export function RisingCells({ pace }: { pace: keyof typeof paces }) {
  const { scale, delays, durations } = paces[pace];
  return (
    <div aria-hidden className="absolute inset-0">
      {layout.map((cell, i) => (
        <span
          key={cell.left}
          className={cn('celebrate-rise hex absolute bottom-0', cell.tone)}
          style={
            {
              left: cell.left,
              width: Math.round(cell.size * scale),
              height: Math.round(cell.size * scale),
              '--rise-delay': `${delays[i]}s`,
              '--rise-duration': `${durations[i]}s`,
            } as CSSProperties
          }
        />
      ))}
    </div>
  );
}
