// The quiz with the keyboard alone (ADR 047): 1-4 or A-D choose, the arrow keys move between the
// options, Enter goes on (Next, or Finish on the last question; on an option not yet chosen it
// chooses it first), P and N go to the previous and next question, Shift with A-D or 1-4 strikes
// the option out or restores it (ADR 079). Keys typed into a text
// field, with a modifier, or while a dialog is open are left alone, and so are the keys a focused
// control handles itself (Enter on a button or link, the arrows of a radio group, which move and
// choose natively).
import { useEffect, useRef, type RefObject } from 'react';
import { optionIds, type OptionId } from '#shared/contract/option-ids.ts';
import type { QuizRunner } from '#client/components/quiz-runner/use-quiz-runner.ts';

const arrows: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/** Where typing means text, not a shortcut. */
function isTextField(target: Element): boolean {
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['radio', 'checkbox', 'button', 'submit', 'reset'].includes(target.type);
  }
  return target instanceof HTMLElement && target.isContentEditable;
}

/** The option Shift with a letter A-D or a digit 1-4 (by its key's place) names. */
function struckOfKey(event: KeyboardEvent): OptionId | undefined {
  if (!event.shiftKey) return undefined;
  const digit = /^Digit([1-4])$/.exec(event.code)?.[1];
  if (digit) return optionIds[Number(digit) - 1];
  return event.key.length === 1
    ? optionIds.find((id) => id === event.key.toLowerCase())
    : undefined;
}

/** The option a key names: 1-4 or A-D. */
function optionOfKey(key: string): OptionId | undefined {
  const digit = Number.parseInt(key, 10);
  if (key.length === 1 && digit >= 1 && digit <= optionIds.length) return optionIds[digit - 1];
  return optionIds.find((id) => id === key.toLowerCase());
}

export function useRunnerKeys(
  runner: QuizRunner,
  /** around the question card: its options carry data-option */
  cardRef: RefObject<HTMLElement | null>,
  /** Next, or Finish on the last question, as the Next button does it */
  onNext: () => void,
  requireAnswer: boolean,
) {
  // The listener is added once; it reads the latest runner and callback from here.
  const latest = useRef({ runner, onNext, requireAnswer });
  useEffect(() => {
    latest.current = { runner, onNext, requireAnswer };
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { runner, onNext, requireAnswer } = latest.current;
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (runner.status !== 'answering' && runner.status !== 'failed') return;
      const target = event.target instanceof Element ? event.target : document.body;
      if (isTextField(target) || document.querySelector('[role="dialog"], [role="alertdialog"]'))
        return;
      const options = [...(cardRef.current?.querySelectorAll<HTMLElement>('[data-option]') ?? [])];
      const focusedOption = options.indexOf(target as HTMLElement);
      const onOption = focusedOption >= 0;
      const onOtherControl = !onOption && target.closest('button, a, input, select, summary');

      const struck = struckOfKey(event);
      if (struck) {
        event.preventDefault();
        if (runner.canStrike) runner.toggleStrike(struck);
        return;
      }
      const option = optionOfKey(event.key);
      if (option) {
        event.preventDefault();
        runner.choose(option);
        return;
      }
      const step = arrows[event.key];
      if (step !== undefined) {
        // radios move (and choose) natively; elsewhere only the options and the heading listen
        if (target instanceof HTMLInputElement || onOtherControl || options.length === 0) return;
        event.preventDefault();
        // from outside the options, the arrows land on the chosen one (or the first)
        const chosen = options.findIndex((o) => o.dataset.option === runner.selected);
        const to = onOption
          ? (focusedOption + step + options.length) % options.length
          : Math.max(0, chosen);
        options[to]!.focus();
        return;
      }
      if (event.key === 'Enter') {
        if (onOtherControl && !onOption) return;
        // Enter on an option takes it; on the chosen option (or off the controls) it goes on
        const focused = onOption ? (options[focusedOption]!.dataset.option as OptionId) : null;
        if (focused && focused !== runner.selected) {
          event.preventDefault();
          runner.choose(focused);
          return;
        }
        if (requireAnswer && !runner.selected) return;
        event.preventDefault();
        onNext();
        return;
      }
      const key = event.key.toLowerCase();
      if (key === 'p') {
        event.preventDefault();
        runner.previous();
      } else if (key === 'n' && !runner.isLast) {
        if (requireAnswer && !runner.selected) return;
        event.preventDefault();
        runner.next();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [cardRef]);
}
