// The topic picker of Write Question [product#write-question, #question-validation]: choose 1 to 3.
// Chosen topics show as chips that can be removed and are hidden from the list. At 3 the picker is
// disabled (aria-disabled, so it stays focusable); trying it anyway says why: 'Maximum 3 topics
// allowed'.
import { useId, type KeyboardEvent, type MouseEvent } from 'react';
import { toast } from 'sonner';
import { ChevronDown, RotateCw, X } from 'lucide-react';
import { questionMessages } from '#shared/contract/question-messages.ts';
import type { Topic } from '#shared/contract/topics.ts';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { cn } from '#client/lib/cn.ts';

const maxTopics = 3;

interface TopicPickerProps {
  topics: Topic[] | undefined;
  loading: boolean;
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
  selected: number[];
  onChange: (ids: number[]) => void;
  /** names for chosen ids while the list is still loading (edit mode) */
  knownNames?: Map<number, string>;
}

export function TopicPicker({
  topics,
  loading,
  failed,
  retrying,
  onRetry,
  selected,
  onChange,
  knownNames,
}: TopicPickerProps) {
  const selectId = useId();
  const labelId = `${selectId}-label`;
  const hintId = `${selectId}-hint`;
  const full = selected.length >= maxTopics;
  const nameOf = (id: number) =>
    topics?.find((topic) => topic.id === id)?.name ?? knownNames?.get(id);
  const available = (topics ?? []).filter((topic) => !selected.includes(topic.id));

  const add = (id: number) => {
    if (selected.includes(id)) {
      return void toast.error(questionMessages.topicDuplicate, {
        id: questionMessages.topicDuplicate,
      });
    }
    if (selected.length >= maxTopics) {
      return void toast.error(questionMessages.topicsTooMany, {
        id: questionMessages.topicsTooMany,
      });
    }
    onChange([...selected, id]);
  };

  const refuse = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    toast.error(questionMessages.topicsTooMany, { id: questionMessages.topicsTooMany });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (full && [' ', 'Enter', 'ArrowDown', 'ArrowUp'].includes(event.key)) refuse(event);
  };

  const unavailable = loading || failed;

  return (
    <div className="flex flex-col gap-2" data-field="topicIds">
      <div className="flex items-baseline justify-between gap-2">
        <label id={labelId} htmlFor={selectId} className="text-sm font-semibold text-ink">
          Topics
        </label>
        <span id={hintId} className="tabular text-xs text-muted">
          {full
            ? `${maxTopics} of ${maxTopics} chosen: remove one to change`
            : `Choose 1 to 3 · ${selected.length} of ${maxTopics}`}
        </span>
      </div>

      {selected.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {selected.map((id) => {
            const name = nameOf(id);
            return (
              <li
                key={id}
                className="flex min-h-11 items-center gap-1 rounded-full border border-honey-300 bg-honey-100 pl-3.5 text-sm font-semibold text-ink"
              >
                {name ?? <Skeleton className="h-4 w-20" />}
                <button
                  type="button"
                  onClick={() => onChange(selected.filter((other) => other !== id))}
                  className="flex size-11 items-center justify-center rounded-full text-honey-700 hover:bg-honey-200"
                  aria-label={`Remove ${name ?? 'topic'}`}
                >
                  <X className="size-4" aria-hidden />
                </button>
              </li>
            );
          })}
        </ul>
      )}

      <div className="relative">
        <select
          id={selectId}
          value=""
          aria-describedby={hintId}
          aria-disabled={full || undefined}
          disabled={unavailable}
          onChange={(event) => {
            const id = Number(event.target.value);
            if (Number.isInteger(id) && id > 0) add(id);
          }}
          onMouseDown={full ? refuse : undefined}
          onKeyDown={onKeyDown}
          className={cn(
            'min-h-11 w-full scroll-mt-32 scroll-mb-28 appearance-none rounded-xl border bg-white py-2 pr-10 pl-3 text-base',
            'focus:border-honey-500 focus:ring-2 focus:ring-honey-700 focus:outline-none',
            full || unavailable
              ? 'cursor-not-allowed border-line bg-comb/60 text-muted'
              : 'border-line text-ink',
          )}
        >
          <option value="" disabled>
            {loading
              ? 'Loading topics...'
              : failed
                ? 'Topics could not be loaded'
                : full
                  ? 'Maximum 3 topics chosen'
                  : selected.length === 0
                    ? 'Choose a topic'
                    : 'Add another topic'}
          </option>
          {!full &&
            available.map((topic) => (
              <option key={topic.id} value={topic.id}>
                {topic.name}
              </option>
            ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-honey-700"
          aria-hidden
        />
      </div>

      {failed && (
        <button
          type="button"
          onClick={onRetry}
          disabled={retrying}
          className="inline-flex min-h-11 items-center gap-1.5 self-start rounded-xl px-2 text-sm font-semibold text-honey-700 hover:bg-honey-100"
        >
          <RotateCw className={cn('size-4', retrying && 'animate-spin')} aria-hidden />
          {retrying ? 'Retrying...' : 'Retry loading topics'}
        </button>
      )}
    </div>
  );
}
