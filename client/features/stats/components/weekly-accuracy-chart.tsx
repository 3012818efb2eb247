import type { WeeklyAccuracy } from '#shared/contract/stats.ts';
import { shortDay } from '#shared/domain/daily-activity.ts';
import { QueryView } from '#client/components/ui/query-view.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useWeeklyAccuracy } from '../api/weekly-accuracy.ts';

const width = 240;
const height = 56;
const pad = 4;

type Line = WeeklyAccuracy['topics'][number];

/**
 * /stats: accuracy per topic over the last 8 New Zealand weeks (ADR 034), one small line chart
 * per topic drawn in SVG, the 50% line dashed. Weeks without answers leave a gap. Screen readers
 * get a one-line summary per topic and a table of the weeks with answers.
 */
export function WeeklyAccuracyChart() {
  const query = useWeeklyAccuracy();
  return (
    <QueryView
      query={query}
      loadingLabel="Loading weekly accuracy"
      skeleton={
        <div className="grid gap-3 sm:grid-cols-2">
          {Array.from({ length: 2 }, (_, i) => (
            <Skeleton key={i} className="h-24 w-full" />
          ))}
        </div>
      }
      errorTitle="We couldn’t load your weekly accuracy."
    >
      {(data) => <WeeklyLines data={data} />}
    </QueryView>
  );
}

function WeeklyLines({ data: { weeks, topics } }: { data: WeeklyAccuracy }) {
  if (topics.length === 0) {
    return <p className="text-sm text-muted">No answers in the last 8 weeks.</p>;
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="flex justify-between text-xs text-muted">
        <span>Week of {weeks[0] ? shortDay(weeks[0]) : ''}</span>
        <span>This week</span>
      </p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {topics.map((line) => (
          <li key={line.topicId} className="flex flex-col gap-1 rounded-xl bg-honey-100/60 p-3">
            <TopicLine line={line} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function TopicLine({ line }: { line: Line }) {
  const step = (width - 2 * pad) / Math.max(line.points.length - 1, 1);
  const x = (i: number) => pad + i * step;
  const y = (accuracy: number) => pad + ((100 - accuracy) / 100) * (height - 2 * pad);
  // Runs of consecutive weeks with answers, each drawn as its own polyline.
  const runs: { i: number; accuracy: number }[][] = [];
  line.points.forEach((p, i) => {
    if (p.accuracy === null) return;
    const last = runs.at(-1);
    if (last && last.at(-1)?.i === i - 1) last.push({ i, accuracy: p.accuracy });
    else runs.push([{ i, accuracy: p.accuracy }]);
  });
  const active = line.points.filter((p) => p.accuracy !== null);
  const latest = active.at(-1);
  const description = `${line.topicName}: answers in ${active.length} of the last ${line.points.length} weeks; ${active
    .map((p) => `week of ${shortDay(p.week)} ${p.accuracy}%`)
    .join(', ')}.`;

  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="flex items-baseline justify-between gap-2">
        <span className="min-w-0 truncate text-sm font-semibold">{line.topicName}</span>
        {latest && (
          <span className="tabular shrink-0 text-sm font-bold" aria-hidden>
            {latest.accuracy}%
          </span>
        )}
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full overflow-visible"
        role="img"
        aria-label={description}
      >
        <line
          x1={pad}
          x2={width - pad}
          y1={y(50)}
          y2={y(50)}
          className="stroke-honey-300"
          strokeWidth={1}
          strokeDasharray="3 3"
        />
        {/* One slot per week along the floor, so empty weeks still show as weeks. */}
        {line.points.map((p, i) => (
          <line
            key={p.week}
            x1={x(i)}
            x2={x(i)}
            y1={height - pad + 2}
            y2={height - pad + 4}
            className="stroke-honey-300"
            strokeWidth={1.5}
          />
        ))}
        {runs.map((run) => (
          <polyline
            key={run[0]!.i}
            points={run.map((p) => `${x(p.i)},${y(p.accuracy)}`).join(' ')}
            className="fill-none stroke-honey-700"
            strokeWidth={2}
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        ))}
        {line.points.map((p, i) =>
          p.accuracy === null ? null : (
            <circle key={p.week} cx={x(i)} cy={y(p.accuracy)} r={2.5} className="fill-honey-500">
              <title>{`Week of ${shortDay(p.week)}: ${p.correct} of ${p.answered} correct (${p.accuracy}%)`}</title>
            </circle>
          ),
        )}
      </svg>
      {/* sr-only on the div: a table ignores the 1px width, pushing the page wide at 320 px */}
      <div className="sr-only">
        <table>
          <caption>{line.topicName}: weeks with answers</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              <th scope="col">Answered</th>
              <th scope="col">Accuracy</th>
            </tr>
          </thead>
          <tbody>
            {active.map((p) => (
              <tr key={p.week}>
                <th scope="row">{shortDay(p.week)}</th>
                <td>{p.answered}</td>
                <td>{p.accuracy}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
