// One answer option, everywhere a question is shown: the hexagon letter, the text, and its state.
// Choosable, it is a real control — a toggle button (aria-pressed, inside role=group "Answers")
// or a radio input covering the whole option (inside a radiogroup or fieldset). Revealed, the
// correct option and a wrong choice are marked by icon and word as well as colour [design.md],
// and may show how many trainees chose it on their first attempt (ADR 032): a thin bar and the
// words "41% chose this". While answering, an option may be struck out [product#strike-out]
// (ADR 079): a 44 px control beside it, or a long press by touch; struck, it reads crossed out
// in the muted ink (contrast kept) and says so to screen readers.
import type { ReactNode } from 'react';
import { CircleCheck, CircleX, Strikethrough } from 'lucide-react';
import type { OptionId } from '#shared/contract/question-view.ts';
import { cn } from '#client/lib/cn.ts';
import { useLongPress } from './use-long-press.ts';

/** How the option is chosen: a toggle button, a radio input, or not at all (a list item). */
export type AnswerOptionControl =
  | { kind: 'button'; onSelect: () => void; disabled?: boolean }
  | { kind: 'radio'; name: string; onSelect: () => void; disabled?: boolean }
  | { kind: 'none' };

export interface AnswerOptionProps {
  id: OptionId;
  /** the option's text (a placeholder may stand in while a draft is incomplete) */
  text: ReactNode;
  control?: AnswerOptionControl;
  /** the viewer's choice */
  selected?: boolean;
  /**
   * The answer key once revealed: undefined while still choosable, null when revealed without
   * a key (an unanswered question keeps it back, a draft may not have one yet).
   */
  correctAnswer?: OptionId | null;
  /** md while answering or previewing; sm in lists of answered questions */
  size?: 'md' | 'sm';
  /** revealed only: the share of trainees who chose it first time (peer statistics) */
  chosePercent?: number | undefined;
  /** struck out while answering: crossed out, and not chosen until restored */
  struck?: boolean;
  /** striking is open: the control beside the option and a long press toggle it */
  strike?: { onToggle: () => void; disabled?: boolean } | undefined;
}

type Tone = 'chosen' | 'open' | 'correct' | 'wrong' | 'neutral';

function toneOf(id: OptionId, selected: boolean, correctAnswer: OptionId | null | undefined) {
  if (correctAnswer === undefined) return selected ? 'chosen' : 'open';
  if (id === correctAnswer) return 'correct';
  return selected ? 'wrong' : 'neutral';
}

/** The words that mark a revealed option (never colour alone). */
function markOf(tone: Tone, selected: boolean): string | null {
  if (tone === 'correct') return selected ? 'Your answer · Correct answer' : 'Correct answer';
  if (tone === 'wrong') return 'Your answer · Incorrect';
  return null;
}

const boxTone: Record<Tone, string> = {
  chosen: 'border-honey-600 bg-honey-100',
  open: 'border-line bg-white',
  correct: 'border-ok/60 bg-ok-soft',
  wrong: 'border-bad/50 bg-bad-soft',
  neutral: 'border-line bg-white',
};

const hexTone: Record<Tone, string> = {
  chosen: 'bg-honey-500 text-ink',
  open: 'bg-comb text-honey-700',
  correct: 'bg-ok text-cream',
  wrong: 'bg-bad text-cream',
  neutral: 'bg-comb text-honey-700',
};

export function AnswerOption({
  id,
  text,
  control = { kind: 'none' },
  selected = false,
  correctAnswer,
  size = 'md',
  chosePercent,
  struck: struckProp = false,
  strike,
}: AnswerOptionProps) {
  const struck = struckProp && correctAnswer === undefined;
  const press = useLongPress(strike && !strike.disabled ? strike.onToggle : undefined);
  const tone = toneOf(id, selected, correctAnswer);
  const mark = markOf(tone, selected);
  const letter = id.toUpperCase();
  const choosable = correctAnswer === undefined && control.kind !== 'none' && !control.disabled;
  const md = size === 'md';

  const body = (
    <>
      <span
        className={cn(
          'hex flex shrink-0 items-center justify-center font-extrabold',
          md ? 'size-9 text-sm' : 'size-7 text-xs',
          struck ? 'bg-comb text-muted' : hexTone[tone],
        )}
        aria-hidden
      >
        {letter}
      </span>
      <span
        className={cn(
          'flex-1',
          md ? 'text-base leading-snug' : 'pt-1',
          struck && 'text-muted line-through decoration-2',
        )}
      >
        <span className="sr-only">{letter}. </span>
        {text}
        {struck && <span className="sr-only"> (struck out)</span>}
        {mark && (
          <span
            className={cn(
              'mt-0.5 flex items-center gap-1 text-xs font-bold',
              tone === 'correct' ? 'text-ok' : 'text-bad',
            )}
          >
            {tone === 'correct' ? (
              <CircleCheck className="size-3.5" aria-hidden />
            ) : (
              <CircleX className="size-3.5" aria-hidden />
            )}
            {mark}
          </span>
        )}
        {correctAnswer !== undefined && chosePercent !== undefined && (
          <PeerShare percent={chosePercent} />
        )}
      </span>
      {md && (tone === 'correct' || tone === 'wrong' || tone === 'chosen') && (
        <TrailingIcon tone={tone} />
      )}
    </>
  );

  const box = cn(
    'flex w-full gap-3 border-2 text-left transition-colors',
    md ? 'min-h-14 items-center rounded-2xl px-3 py-3' : 'items-start rounded-xl px-3 py-2 text-sm',
    boxTone[tone],
    choosable && tone === 'open' && !struck && 'hover:border-honey-300 hover:bg-cream',
    struck && 'border-dashed',
    // a held finger strikes: no text selection or callout in the way
    strike && 'select-none [-webkit-touch-callout:none]',
    // a locked option that is neither right nor the choice steps back
    control.kind !== 'none' && tone === 'neutral' && 'opacity-70',
  );

  const withStrike = (option: ReactNode) =>
    strike ? (
      <div className="flex items-stretch gap-1.5">
        {option}
        <StrikeToggle id={id} struck={struck} {...strike} />
      </div>
    ) : (
      option
    );

  if (control.kind === 'button') {
    return withStrike(
      <button
        type="button"
        aria-pressed={selected}
        data-option={id}
        data-struck={struck || undefined}
        disabled={control.disabled}
        onClick={control.onSelect}
        className={cn(box, 'disabled:cursor-not-allowed')}
        {...press}
      >
        {body}
      </button>,
    );
  }
  if (control.kind === 'radio') {
    return withStrike(
      <label
        {...press}
        className={cn(
          box,
          'relative',
          choosable && 'cursor-pointer',
          'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-honey-700',
        )}
      >
        <input
          type="radio"
          name={control.name}
          value={id}
          data-option={id}
          data-struck={struck || undefined}
          checked={selected}
          disabled={control.disabled}
          onChange={control.onSelect}
          // The real control covers the whole option: a tap anywhere chooses it.
          className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-2xl opacity-0 disabled:cursor-default"
        />
        {body}
      </label>,
    );
  }
  return <li className={box}>{body}</li>;
}

/** Strike out or restore the option: a 44 px toggle beside it. */
function StrikeToggle({
  id,
  struck,
  onToggle,
  disabled,
}: {
  id: OptionId;
  struck: boolean;
  onToggle: () => void;
  disabled?: boolean | undefined;
}) {
  const letter = id.toUpperCase();
  return (
    <button
      type="button"
      aria-pressed={struck}
      aria-label={`Strike out option ${letter}`}
      title={struck ? `Restore option ${letter}` : `Strike out option ${letter}`}
      data-strike={id}
      disabled={disabled}
      onClick={onToggle}
      className={cn(
        'flex w-11 shrink-0 items-center justify-center rounded-xl text-muted transition-colors',
        'hover:bg-comb hover:text-ink disabled:cursor-not-allowed',
        struck && 'bg-comb text-ink',
      )}
    >
      <Strikethrough className="size-5" aria-hidden />
    </button>
  );
}

/** How many chose this option: a thin honey bar (decoration) and the words. */
function PeerShare({ percent }: { percent: number }) {
  return (
    <span className="mt-1.5 flex items-center gap-2 text-xs text-muted">
      <span className="h-1 w-16 shrink-0 overflow-hidden rounded-full bg-comb" aria-hidden>
        <span
          className="block h-full rounded-full bg-honey-500"
          style={{ width: `${Math.min(100, Math.max(0, percent))}%` }}
        />
      </span>
      <span className="tabular">{percent}% chose this</span>
    </span>
  );
}

function TrailingIcon({ tone }: { tone: 'chosen' | 'correct' | 'wrong' }) {
  if (tone === 'wrong') return <CircleX className="size-6 shrink-0 text-bad" aria-hidden />;
  return (
    <CircleCheck
      className={cn('size-6 shrink-0', tone === 'correct' ? 'text-ok' : 'text-honey-700')}
      aria-hidden
    />
  );
}
