// A question as its author checks it: text, topics, the four answers with the correct one
// marked (icon and word, never colour alone), the explanation and the reference.
import type { ReactNode } from 'react';
import { CircleCheck, ExternalLink } from 'lucide-react';
import { optionIds, type OptionId } from '#shared/contract/questions.ts';
import { cn } from '#client/lib/cn.ts';
import { PointsBadge } from './bits.tsx';
import { TopicBadges } from '#client/components/topic-badges.tsx';
import { isWebLink } from '#client/components/reference-link.tsx';

export interface ViewedQuestion {
  questionText: string;
  topics: { name: string }[];
  answers: Record<OptionId, string>;
  correctAnswer: OptionId | '';
  explanation: string;
  reference: string;
  points: number;
}

const missing = (text: string) => <span className="text-muted italic">{text}</span>;

export function QuestionView({ question, badge }: { question: ViewedQuestion; badge?: ReactNode }) {
  const text = question.questionText.trim();
  const explanation = question.explanation.trim();
  const reference = question.reference.trim();
  return (
    <article
      aria-labelledby="viewed-question-text"
      className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-[var(--shadow-card)] sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-2">
        <PointsBadge points={question.points} />
        {badge}
      </div>
      <TopicBadges topics={question.topics} />
      <p
        id="viewed-question-text"
        className="text-lg leading-relaxed font-semibold whitespace-pre-line sm:text-xl"
      >
        {text || missing('No question written yet')}
      </p>

      <ul className="flex flex-col gap-2.5" aria-label="Answers">
        {optionIds.map((option) => {
          const correct = option === question.correctAnswer;
          const answer = question.answers[option].trim();
          return (
            <li
              key={option}
              className={cn(
                'flex min-h-14 items-center gap-3 rounded-2xl border-2 px-3 py-3',
                correct ? 'border-ok/60 bg-ok-soft' : 'border-line bg-white',
              )}
            >
              <span
                className={cn(
                  'hex flex size-9 shrink-0 items-center justify-center text-sm font-extrabold',
                  correct ? 'bg-ok text-white' : 'bg-comb text-honey-700',
                )}
                aria-hidden
              >
                {option.toUpperCase()}
              </span>
              <span className="flex-1 leading-snug">
                <span className="sr-only">{option.toUpperCase()}. </span>
                {answer || missing(`Answer ${option.toUpperCase()} is empty`)}
                {correct && (
                  <span className="mt-0.5 flex items-center gap-1 text-xs font-bold text-ok">
                    <CircleCheck className="size-3.5" aria-hidden />
                    Correct answer
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      {!question.correctAnswer && (
        <p className="text-sm text-muted">No correct answer chosen yet.</p>
      )}

      <div className="rounded-xl bg-cream p-3 text-sm">
        <p className="mb-1 font-bold">Explanation</p>
        <p className="leading-relaxed whitespace-pre-line text-ink/90">
          {explanation || missing('No explanation yet')}
        </p>
      </div>

      <div className="border-t border-line pt-3 text-sm">
        {isWebLink(reference) ? (
          <a
            href={reference}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 max-w-full items-center gap-1.5 rounded-xl font-semibold break-all text-honey-700 underline-offset-4 hover:underline"
          >
            <ExternalLink className="size-4 shrink-0" aria-hidden />
            View Reference
            <span className="truncate font-normal text-muted">({new URL(reference).hostname})</span>
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : (
          <p className="flex min-h-11 items-center">
            {reference
              ? missing(`Reference is not a web link: ${reference}`)
              : missing('No reference yet')}
          </p>
        )}
      </div>
    </article>
  );
}

export function QuestionViewSkeleton() {
  return (
    <div className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-white p-5">
      <div className="h-5 w-20 animate-pulse rounded-full bg-honey-100" />
      <div className="h-6 w-full animate-pulse rounded-lg bg-honey-100" />
      <div className="h-6 w-2/3 animate-pulse rounded-lg bg-honey-100" />
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="h-14 w-full animate-pulse rounded-2xl bg-honey-100" />
      ))}
      <div className="h-20 w-full animate-pulse rounded-xl bg-honey-100" />
    </div>
  );
}
