// /build-test: the custom test builder [product#custom-test] (ADR 080). Topics, statuses and
// difficulty as toggles (none chosen means any), a size and the mode; the count of matching
// questions is asked again as the choices settle, and Start opens /answer with the choice, where
// the server draws the questions and the one quiz engine runs them. Signed-in only (the statuses
// are the trainee's). The topics come from the stats feature's question counts, passed in by
// app/routes/build-test.tsx (ADR 069).
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { Play } from 'lucide-react';
import type { QuestionStats } from '#shared/contract/stats.ts';
import {
  customTestSize,
  type CustomDifficulty,
  type CustomStatus,
} from '#shared/domain/custom-test.ts';
import { BackLink, QuizPageShell } from '#client/components/quiz-page.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { ErrorState } from '#client/components/ui/states.tsx';
import { cn } from '#client/lib/cn.ts';
import { paths, type AnswerState } from '#client/lib/paths.ts';
import { useSession } from '#client/lib/session.ts';
import { useCustomCount, type CustomFilters } from './api/custom-count.ts';
import { useTutorChoice } from './components/tutor-switch.tsx';

const statusLabels: { value: CustomStatus; label: string }[] = [
  { value: 'new', label: 'New' },
  { value: 'incorrect', label: 'Incorrect' },
  { value: 'correct', label: 'Correct' },
  { value: 'saved', label: 'Saved' },
  { value: 'low-confidence', label: 'Unsure or guessed' },
  { value: 'flagged', label: 'Flagged by me' },
];

const difficultyLabels: { value: CustomDifficulty; label: string }[] = [
  { value: 'easy', label: 'Easy' },
  { value: 'medium', label: 'Medium' },
  { value: 'hard', label: 'Hard' },
];

const sizes = [5, 10, 20, 30, 50, 100] as const;

/** Waits for the choices to settle before asking for a count: a burst of taps asks once. */
const countDelayMs = 300;

function useSettled<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), countDelayMs);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

const toggle = <T,>(list: T[], value: T) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

function matchText(n: number) {
  return n === 1 ? '1 question matches' : `${n} questions match`;
}

export function BuildTestPage({ stats }: { stats: UseQueryResult<QuestionStats> }) {
  const navigate = useNavigate();
  const userId = useSession().data?.user?.id ?? '';
  const [filters, setFilters] = useState<CustomFilters>({
    topicIds: [],
    statuses: [],
    difficulty: [],
  });
  const [size, setSize] = useState<number>(customTestSize.default);
  const [tutor, setTutor] = useTutorChoice();
  const settled = useSettled(filters);
  const count = useCustomCount(userId, settled);
  const matching = count.data?.matching;
  const current = settled === filters && !count.isPlaceholderData;

  const start = () => {
    const state: AnswerState = { type: 'custom', custom: { ...filters, size }, tutor };
    void navigate(paths.answer, { state });
  };

  return (
    <QuizPageShell>
      <BackLink to={paths.questionBank} label="Back to Question Bank" />
      <div>
        <p className="text-sm font-bold tracking-wide text-honey-700 uppercase">Custom test</p>
        <h1 className="text-3xl font-extrabold tracking-tight">Build a test</h1>
        <p className="mt-1 text-muted">Choose what goes in. Leave a group empty to take any.</p>
      </div>

      <Group title="Topics" hint="None chosen: every topic">
        {stats.isPending ? (
          <Skeleton className="h-24 w-full rounded-2xl" />
        ) : stats.isError ? (
          <ErrorState
            title="We couldn’t load the topics."
            onRetry={() => void stats.refetch()}
            retrying={stats.isFetching}
          />
        ) : (
          stats.data.topics.map((topic) => (
            <Chip
              key={topic.topicId}
              pressed={filters.topicIds.includes(topic.topicId)}
              onClick={() =>
                setFilters((f) => ({ ...f, topicIds: toggle(f.topicIds, topic.topicId) }))
              }
            >
              {topic.topicName}
            </Chip>
          ))
        )}
      </Group>

      <Group title="Your questions" hint="Any of these">
        {statusLabels.map((status) => (
          <Chip
            key={status.value}
            pressed={filters.statuses.includes(status.value)}
            onClick={() =>
              setFilters((f) => ({ ...f, statuses: toggle(f.statuses, status.value) }))
            }
          >
            {status.label}
          </Chip>
        ))}
      </Group>

      <Group title="Difficulty" hint="From classmates’ first answers, once 5 have answered">
        {difficultyLabels.map((difficulty) => (
          <Chip
            key={difficulty.value}
            pressed={filters.difficulty.includes(difficulty.value)}
            onClick={() =>
              setFilters((f) => ({ ...f, difficulty: toggle(f.difficulty, difficulty.value) }))
            }
          >
            {difficulty.label}
          </Chip>
        ))}
      </Group>

      <Card className="flex flex-col gap-4 p-4">
        <SizeSelect size={size} onChange={setSize} />
        <ModeChoice tutor={tutor} onChange={setTutor} />
      </Card>

      <div className="sticky bottom-[calc(var(--bottom-bar-space,0px)+0.5rem)] z-10 flex flex-col gap-2 rounded-2xl border border-honey-300 bg-cream p-3 shadow-[var(--shadow-card)]">
        <p role="status" aria-live="polite" className="tabular text-center font-bold">
          {matching === undefined
            ? count.isError
              ? 'We couldn’t count the questions.'
              : 'Counting…'
            : matchText(matching)}
        </p>
        <Button
          onClick={start}
          disabled={matching === undefined || matching === 0 || !current}
          className="w-full"
        >
          <Play className="size-4" aria-hidden />
          {matching !== undefined && matching > 0 && matching < size
            ? `Start test (${matching})`
            : 'Start test'}
        </Button>
      </div>
    </QuizPageShell>
  );
}

function Group({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id={id} className="text-lg font-bold">
          {title}
        </h2>
        <p className="text-xs text-muted">{hint}</p>
      </div>
      <div role="group" aria-labelledby={id} className="flex flex-wrap gap-2">
        {children}
      </div>
    </section>
  );
}

function Chip({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'min-h-11 rounded-full border-2 px-4 text-sm font-semibold transition-colors',
        pressed
          ? 'border-honey-600 bg-honey-500 text-ink'
          : 'border-line bg-white text-ink hover:border-honey-500 hover:bg-honey-100',
      )}
    >
      {children}
    </button>
  );
}

function SizeSelect({ size, onChange }: { size: number; onChange: (size: number) => void }) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4">
      <label htmlFor={id} className="font-semibold text-ink">
        Questions
      </label>
      <select
        id={id}
        value={size}
        onChange={(event) => onChange(Number(event.target.value))}
        className="min-h-11 rounded-xl border-2 border-line bg-white px-3 font-semibold text-ink"
      >
        {sizes.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </div>
  );
}

function ModeChoice({ tutor, onChange }: { tutor: boolean; onChange: (tutor: boolean) => void }) {
  const id = useId();
  const modes = [
    { tutor: false, label: 'Review at the end', hint: 'All answers checked when you finish' },
    { tutor: true, label: 'Tutor', hint: 'See the answer after each question' },
  ];
  return (
    <fieldset className="flex flex-col gap-2">
      <legend id={id} className="mb-2 font-semibold text-ink">
        Mode
      </legend>
      <div className="grid grid-cols-2 gap-2">
        {modes.map((mode) => (
          <label
            key={mode.label}
            className={cn(
              'flex min-h-11 cursor-pointer flex-col rounded-xl border-2 px-3 py-2 text-sm',
              tutor === mode.tutor
                ? 'border-honey-600 bg-honey-100'
                : 'border-line bg-white hover:border-honey-500',
            )}
          >
            <span className="flex items-center gap-2 font-semibold text-ink">
              <input
                type="radio"
                name={id}
                checked={tutor === mode.tutor}
                onChange={() => onChange(mode.tutor)}
                className="size-4 accent-honey-600"
              />
              {mode.label}
            </span>
            <span className="text-xs text-muted">{mode.hint}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
