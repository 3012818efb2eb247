// Similar questions in the bank (ADR 037): as the stem is typed, the live questions
// whose stem is like it, so the author can check before submitting. Help, not a blocker: nothing
// shows while loading, when there is nothing similar, or when the look-up fails.
import { Copy } from 'lucide-react';
import { comparable, useSimilarQuestions } from '../api/similar-questions.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';

/** Look up once typing pauses this long. */
const settleMs = 400;

const countText = (count: number) =>
  count === 0
    ? ''
    : count === 1
      ? '1 similar question in the bank'
      : `${count} similar questions in the bank`;

export function SimilarQuestions({ text, excludeId }: { text: string; excludeId: string | null }) {
  const settled = useDebouncedValue(text, settleMs);
  const similar = useSimilarQuestions(settled, excludeId);
  // The stem as it is now decides: a cleared stem hides an older answer at once.
  const items = comparable(text) && !similar.isError ? (similar.data?.items ?? []) : [];

  return (
    <>
      <p aria-live="polite" className="sr-only">
        {countText(items.length)}
      </p>
      {items.length > 0 && (
        <section
          aria-labelledby="similar-questions-heading"
          className="rounded-2xl border border-line bg-cream/60 p-4"
        >
          <h2
            id="similar-questions-heading"
            className="flex items-center gap-2 text-sm font-bold text-ink"
          >
            <Copy className="size-4 text-honey-700" aria-hidden />
            Similar questions in the bank
          </h2>
          <p className="mt-1 text-xs text-muted">
            Check that yours adds something new before you submit.
          </p>
          <ul className="mt-3 flex flex-col gap-3">
            {items.map((item) => (
              <li
                key={item.id}
                className="flex flex-col gap-1.5 border-t border-line pt-3 first:border-0 first:pt-0"
              >
                <p className="text-sm leading-relaxed text-ink">{item.questionText}</p>
                <div className="flex flex-wrap items-center gap-2">
                  {/* Not TopicBadges: its list is named "Topics", like the form's topic picker. */}
                  {item.topics.map((topic) => (
                    <span
                      key={topic.name}
                      className="rounded-full bg-honey-100 px-2.5 py-0.5 text-xs font-semibold text-honey-700"
                    >
                      {topic.name}
                    </span>
                  ))}
                  <span className="text-xs text-muted tabular">
                    {Math.round(item.similarity * 100)}% alike
                  </span>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
