// A question with its answer key, as its author checks it: text, topics, the four answers with
// the correct one marked (icon and word, never colour alone), the explanation and the reference.
import type { ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import type { OptionId, QuestionOption } from '#shared/contract/question-view.ts';
import type { QuestionImageView } from '#shared/contract/images.ts';
import { PointsBadge } from './bits.tsx';
import { isWebLink } from '#client/components/reference-link.tsx';
import { QuestionCard } from '#client/components/question/question-card.tsx';
import { Explanation } from '#client/components/question/question-review.tsx';

export interface KeyedQuestion {
  questionText: string;
  topics: { name: string }[];
  answers: QuestionOption[];
  correctAnswer: OptionId | '';
  explanation: string;
  reference: string;
  points: number;
  images?: QuestionImageView[];
}

const missing = (text: string) => <span className="text-muted italic">{text}</span>;

export function QuestionWithKey({
  question,
  badge,
}: {
  question: KeyedQuestion;
  badge?: ReactNode;
}) {
  const text = question.questionText.trim();
  const explanation = question.explanation.trim();
  const reference = question.reference.trim();
  return (
    <QuestionCard
      question={{
        questionText: text || missing('No question written yet'),
        topics: question.topics,
        answers: question.answers.map((option) => ({
          id: option.id,
          text: option.text.trim() || missing(`Answer ${option.id.toUpperCase()} is empty`),
        })),
        images: question.images,
      }}
      header={
        <div className="flex flex-wrap items-center gap-2">
          <PointsBadge points={question.points} />
          {badge}
        </div>
      }
      // the author sees the key; a draft may not have one yet
      correctAnswer={question.correctAnswer || null}
    >
      {!question.correctAnswer && (
        <p className="text-sm text-muted">No correct answer chosen yet.</p>
      )}

      <Explanation>{explanation || missing('No explanation yet')}</Explanation>

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
    </QuestionCard>
  );
}

export function QuestionWithKeySkeleton() {
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
