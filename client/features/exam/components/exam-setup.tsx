// /exam's setup (ADR 036): the length (20, 50 or 100 questions) and the timing (72 seconds a
// question, or untimed) as radio cards, the rules in a few words, and Start exam.
import { useState, type ReactNode } from 'react';
import { CircleCheck, Flag, Hourglass, LoaderCircle, Play, Timer, TimerOff } from 'lucide-react';
import {
  examLengths,
  examSecondsPerQuestion,
  type ExamLength,
} from '#shared/contract/exam-rules.ts';
import { formatDuration } from '#shared/domain/duration.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { cn } from '#client/lib/cn.ts';
import type { StartExamInput } from '../api/start-exam.ts';

const lengthHints: Record<ExamLength, string> = {
  20: 'A short practice paper',
  50: 'Half a paper: an hour timed',
  100: 'A full sitting',
};

export function ExamSetup({
  onStart,
  starting,
}: {
  onStart: (input: StartExamInput) => void;
  starting: boolean;
}) {
  const [questionCount, setQuestionCount] = useState<ExamLength>(20);
  const [timed, setTimed] = useState(true);
  const limit = formatDuration(questionCount * examSecondsPerQuestion);

  return (
    <Card className="flex flex-col gap-5">
      <form
        className="flex flex-col gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          onStart({ questionCount, timed });
        }}
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-lg font-bold">Length</legend>
          <div className="grid grid-cols-3 gap-2">
            {examLengths.map((length) => (
              <RadioCard
                key={length}
                name="exam-length"
                checked={questionCount === length}
                onChange={() => setQuestionCount(length)}
                label={`${length} questions`}
                hint={lengthHints[length]}
              >
                <span className="tabular text-2xl font-extrabold">{length}</span>
                <span className="text-xs font-semibold">questions</span>
              </RadioCard>
            ))}
          </div>
          <p className="text-sm text-muted">Drawn across topics in proportion to the bank.</p>
        </fieldset>

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-lg font-bold">Timing</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            <RadioCard
              name="exam-timing"
              checked={timed}
              onChange={() => setTimed(true)}
              label={`${examSecondsPerQuestion} seconds a question (${limit} for ${questionCount})`}
            >
              <span className="flex items-center gap-2 font-bold">
                <Timer className="size-5 text-honey-700" aria-hidden />
                {examSecondsPerQuestion} seconds a question
              </span>
              <span className="tabular text-sm text-muted">
                {limit} for {questionCount}
              </span>
            </RadioCard>
            <RadioCard
              name="exam-timing"
              checked={!timed}
              onChange={() => setTimed(false)}
              label="Untimed"
            >
              <span className="flex items-center gap-2 font-bold">
                <TimerOff className="size-5 text-honey-700" aria-hidden />
                Untimed
              </span>
              <span className="text-sm text-muted">Take as long as you need</span>
            </RadioCard>
          </div>
        </fieldset>

        <section
          aria-labelledby="exam-rules"
          className="rounded-2xl border border-honey-300 bg-honey-100/60 p-4"
        >
          <h2 id="exam-rules" className="mb-2 font-bold">
            How it works
          </h2>
          <ul className="flex flex-col gap-1.5 text-sm">
            <li className="flex gap-2">
              <CircleCheck className="mt-0.5 size-4 shrink-0 text-honey-700" aria-hidden />
              No feedback until the end: answers and explanations come with your result.
            </li>
            <li className="flex gap-2">
              <Flag className="mt-0.5 size-4 shrink-0 text-honey-700" aria-hidden />
              Mark questions for review and come back to them from the grid.
            </li>
            <li className="flex gap-2">
              <Hourglass className="mt-0.5 size-4 shrink-0 text-honey-700" aria-hidden />
              Timed exams submit themselves when the time runs out, even if you close the tab.
            </li>
          </ul>
        </section>

        <Button type="submit" size="lg" disabled={starting} aria-busy={starting}>
          {starting ? (
            <LoaderCircle className="size-5 animate-spin" aria-hidden />
          ) : (
            <Play className="size-5" aria-hidden />
          )}
          {starting ? 'Starting...' : 'Start exam'}
        </Button>
      </form>
    </Card>
  );
}

/** A radio input drawn as a card: the whole card is the target, focus shows on the card. */
function RadioCard({
  name,
  checked,
  onChange,
  label,
  hint,
  children,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  /** the radio's accessible name */
  label: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <label
      title={hint}
      className={cn(
        'relative flex min-h-16 cursor-pointer flex-col items-center justify-center gap-0.5 rounded-2xl border-2 px-2 py-3 text-center transition-colors',
        'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-honey-700',
        checked
          ? 'border-honey-500 bg-honey-100'
          : 'border-line bg-white hover:border-honey-300 hover:bg-cream',
      )}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChange}
        aria-label={label}
        className="absolute inset-0 size-full cursor-pointer appearance-none rounded-2xl opacity-0"
      />
      {checked && (
        <CircleCheck className="absolute top-2 right-2 size-4 text-honey-700" aria-hidden />
      )}
      {children}
    </label>
  );
}
