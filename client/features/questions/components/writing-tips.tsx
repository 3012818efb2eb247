// Writing tips (ADR 037): the item-writing flaws of shared/domain/item-writing.ts, shown beside
// the form as calm advice. Never a block: the form submits whatever they say (ADR 037).
import { useMemo } from 'react';
import { Lightbulb } from 'lucide-react';
import { writingTips, type ItemDraft } from '#shared/domain/item-writing.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';

/** Re-read the draft once typing pauses this long. */
const settleMs = 300;

const countText = (count: number) =>
  count === 0 ? 'No writing tips' : count === 1 ? '1 writing tip' : `${count} writing tips`;

export function WritingTips({ draft }: { draft: ItemDraft }) {
  const { questionText, answers, correctAnswer } = useDebouncedValue(draft, settleMs);
  const tips = useMemo(
    () => writingTips({ questionText, answers, correctAnswer }),
    [questionText, answers, correctAnswer],
  );

  return (
    <>
      {/* Present from the start so that screen readers hear the count change. */}
      <p aria-live="polite" className="sr-only">
        {countText(tips.length)}
      </p>
      {tips.length > 0 && (
        <section
          aria-labelledby="writing-tips-heading"
          className="rounded-2xl border border-honey-200 bg-honey-100/60 p-4"
        >
          <h2
            id="writing-tips-heading"
            className="flex items-center gap-2 text-sm font-bold text-ink"
          >
            <Lightbulb className="size-4 text-honey-700" aria-hidden />
            Writing tips
          </h2>
          <ul className="mt-2 flex list-disc flex-col gap-1.5 pl-6 text-sm text-ink">
            {tips.map((tip) => (
              <li key={`${tip.code}-${tip.option ?? ''}`} data-tip={tip.code}>
                {tip.message}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-muted">Advice only: you can still submit as it is.</p>
        </section>
      )}
    </>
  );
}
