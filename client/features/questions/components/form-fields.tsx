// The labelled inputs of Write Question: the label is the accessible name [product#write-question].
import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { CircleCheck } from 'lucide-react';
import { optionIds, type OptionId } from '#shared/contract/option-ids.ts';
import { Input } from '#client/components/ui/input.tsx';
import { cn } from '#client/lib/cn.ts';

/** Focused fields stay clear of the sticky header and the action bar at the bottom. */
export const clearOfBars = 'scroll-mt-32 scroll-mb-28';

const fieldBox =
  'w-full rounded-xl border border-line bg-white px-3 py-2.5 text-base text-ink placeholder:text-muted/70 focus:border-honey-500 focus:ring-2 focus:ring-honey-700 focus:outline-none';

/** A labelled textarea with a character count against its limit. */
export function TextAreaField({
  label,
  hint,
  value,
  max,
  field,
  ...props
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value'> & {
  label: string;
  hint: ReactNode;
  value: string;
  max: number;
  /** the schema path, to focus the field a validation message is about */
  field: string;
}) {
  const id = useId();
  const length = value.trim().length;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <textarea
        id={id}
        data-field={field}
        value={value}
        aria-describedby={`${id}-hint`}
        className={cn(fieldBox, clearOfBars, 'min-h-28 resize-y leading-relaxed')}
        {...props}
      />
      <div className="flex justify-between gap-3 text-xs text-muted">
        <p id={`${id}-hint`}>{hint}</p>
        <p className={cn('tabular shrink-0', length > max && 'font-semibold text-bad')}>
          {length} / {max}
        </p>
      </div>
    </div>
  );
}

/** One answer: its letter in a hexagon, marked when it is the correct one. */
export function AnswerField({
  option,
  value,
  correct,
  onChange,
}: {
  option: OptionId;
  value: string;
  correct: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const letter = option.toUpperCase();
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          Answer {letter}
        </label>
        {correct && (
          <span className="inline-flex items-center gap-1 text-xs font-bold text-ok">
            <CircleCheck className="size-3.5" aria-hidden />
            Correct answer
          </span>
        )}
      </div>
      <div className="flex items-center gap-2">
        <span
          className={cn(
            'hex flex size-10 shrink-0 items-center justify-center text-sm font-extrabold',
            correct ? 'bg-ok text-cream' : 'bg-comb text-honey-700',
          )}
          aria-hidden
        >
          {letter}
        </span>
        <Input
          id={id}
          data-field={`answers.${option}`}
          value={value}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
          className={cn(clearOfBars, correct && 'border-ok/60')}
        />
      </div>
    </div>
  );
}

/** "Correct Answer": A to D as a radio group of hexagon buttons. */
export function CorrectAnswerPicker({
  value,
  answers,
  onChange,
}: {
  value: OptionId | '';
  answers: Record<OptionId, string>;
  onChange: (value: OptionId) => void;
}) {
  const name = useId();
  const chosenText = value ? answers[value].trim() : '';
  return (
    <fieldset className="flex flex-col gap-2" data-field="correctAnswer">
      <legend className="mb-2 text-sm font-semibold text-ink">Correct Answer</legend>
      <div className="grid grid-cols-4 gap-2">
        {optionIds.map((option) => {
          const checked = value === option;
          return (
            <label
              key={option}
              className={cn(
                'relative flex min-h-12 cursor-pointer items-center justify-center gap-1.5 rounded-xl border-2 text-base font-extrabold transition-colors',
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-honey-700',
                checked
                  ? 'border-ok bg-ok-soft text-ok'
                  : 'border-line bg-white text-ink hover:border-honey-300 hover:bg-cream',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option}
                checked={checked}
                onChange={() => onChange(option)}
                className={cn(
                  clearOfBars,
                  'absolute inset-0 size-full cursor-pointer appearance-none rounded-xl opacity-0',
                )}
              />
              {checked && <CircleCheck className="size-4" aria-hidden />}
              {option.toUpperCase()}
            </label>
          );
        })}
      </div>
      <p className="min-h-5 text-xs text-muted" aria-live="polite">
        {value
          ? `Answer ${value.toUpperCase()} is correct${chosenText ? `: ${chosenText}` : ''}`
          : 'Pick the one right answer.'}
      </p>
    </fieldset>
  );
}
