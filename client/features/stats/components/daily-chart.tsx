import type { StatsSummary } from '#shared/contract/stats.ts';
import { shortDay, summariseDays } from '#shared/domain/daily-activity.ts';

const barWidth = 8;
const gap = 2;
const height = 80;

/**
 * Answers over the last 30 days: an inline SVG bar per day (answered, with the correct part
 * darker). Screen readers get a one-line summary and a table of the active days.
 */
export function DailyChart({ days }: { days: StatsSummary['daily'] }) {
  const summary = summariseDays(days);
  const max = Math.max(1, summary.peak);
  const width = days.length * (barWidth + gap) - gap;
  const first = days[0]?.day;
  const description =
    summary.answered === 0
      ? 'No answers in the last 30 days.'
      : `${summary.answered} answers on ${summary.activeDays} ${summary.activeDays === 1 ? 'day' : 'days'} in the last 30 days, ${summary.correct} correct. Busiest day ${shortDay(summary.busiestDay!)} with ${summary.peak}.`;

  return (
    <figure className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between text-xs text-muted">
        <span className="tabular">{summary.peak > 0 ? `Most in a day: ${summary.peak}` : ''}</span>
        <span className="flex items-center gap-3">
          <span className="flex items-center gap-1">
            <span className="inline-block size-2.5 rounded-sm bg-honey-300" aria-hidden />
            Answered
          </span>
          <span className="flex items-center gap-1">
            <span className="inline-block size-2.5 rounded-sm bg-honey-700" aria-hidden />
            Correct
          </span>
        </span>
      </div>
      <svg
        viewBox={`0 0 ${Math.max(width, 1)} ${height}`}
        preserveAspectRatio="none"
        className="h-28 w-full overflow-visible"
        role="img"
        aria-label={description}
      >
        <line x1={0} x2={width} y1={height} y2={height} className="stroke-line" strokeWidth={1} />
        {days.map((d, i) => {
          const x = i * (barWidth + gap);
          const answeredHeight = (d.answered / max) * (height - 2);
          const correctHeight = (d.correct / max) * (height - 2);
          return (
            <g key={d.day}>
              <title>{`${shortDay(d.day)}: ${d.answered} answered, ${d.correct} correct`}</title>
              {/* A faint stub keeps empty days visible as slots in the comb. */}
              <rect
                x={x}
                y={height - Math.max(answeredHeight, 2)}
                width={barWidth}
                height={Math.max(answeredHeight, 2)}
                rx={1.5}
                className={d.answered > 0 ? 'fill-honey-300' : 'fill-comb'}
              />
              {correctHeight > 0 && (
                <rect
                  x={x}
                  y={height - correctHeight}
                  width={barWidth}
                  height={correctHeight}
                  rx={1.5}
                  className="fill-honey-700"
                />
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="flex justify-between text-xs text-muted">
        <span aria-hidden>{first ? shortDay(first) : ''}</span>
        <span aria-hidden>Today</span>
      </figcaption>
      {summary.answered > 0 && (
        <div className="sr-only">
          {/* sr-only on the div: a table ignores the 1px width, pushing the page wide at 320 px */}
          <table>
            <caption>Days with answers in the last 30 days</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Answered</th>
                <th scope="col">Correct</th>
              </tr>
            </thead>
            <tbody>
              {days
                .filter((d) => d.answered > 0)
                .map((d) => (
                  <tr key={d.day}>
                    <th scope="row">{shortDay(d.day)}</th>
                    <td>{d.answered}</td>
                    <td>{d.correct}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
      )}
    </figure>
  );
}
