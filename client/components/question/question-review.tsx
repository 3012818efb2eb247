// A question after answering: the viewer's answer and the correct one marked by icon and word,
// the explanation, and "View Reference" [000 §2]. Used by the quiz review and the answer history.
import type { ReactNode } from 'react';
import { CircleCheck, CircleMinus, CircleX } from 'lucide-react';
import type { OptionId } from '#shared/contract/question-view.ts';
import { cn } from '#client/lib/cn.ts';
import { ReferenceLink } from '#client/components/reference-link.tsx';
import { QuestionCard, type ShownQuestion } from './question-card.tsx';

/** The explanation panel. */
export function Explanation({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-xl bg-cream p-3 text-sm">
      <p className="mb-1 font-bold">Explanation</p>
      <p className="leading-relaxed whitespace-pre-line text-ink/90">{children}</p>
    </div>
  );
}

/** Correct, Incorrect, or (null) Not answered: icon and word. */
export function VerdictBadge({ isCorrect }: { isCorrect: boolean | null }) {
  const [Icon, label, tone] =
    isCorrect === null
      ? [CircleMinus, 'Not answered', 'bg-comb text-muted']
      : isCorrect
        ? [CircleCheck, 'Correct', 'bg-ok-soft text-ok']
        : [CircleX, 'Incorrect', 'bg-bad-soft text-bad'];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-bold',
        tone,
      )}
    >
      <Icon className="size-4" aria-hidden />
      {label}
    </span>
  );
}

export interface QuestionReviewProps {
  question: ShownQuestion;
  /** the viewer's answer; null when left unanswered */
  selectedAnswer: OptionId | null;
  /** null when the server keeps the answer back (an unanswered question) */
  correctAnswer: OptionId | null;
  explanation: ReactNode;
  /** null when kept back; only http(s) links are shown */
  reference: string | null;
  /** above the question: number, verdict, date */
  header?: ReactNode;
  /** the id of the element that names the card; the question text by default */
  labelledBy?: string;
  textAs?: 'p' | 'h2';
  /** buttons beside View Reference (Flag, Share) */
  actions?: ReactNode;
}

export function QuestionReview({
  question,
  selectedAnswer,
  correctAnswer,
  explanation,
  reference,
  header,
  labelledBy,
  textAs,
  actions,
}: QuestionReviewProps) {
  return (
    <QuestionCard
      question={question}
      header={header}
      labelledBy={labelledBy}
      textAs={textAs}
      selected={selectedAnswer}
      correctAnswer={correctAnswer}
      size="sm"
    >
      <Explanation>{explanation}</Explanation>
      <div className="flex flex-wrap items-center gap-2 border-t border-line pt-3 empty:hidden">
        <ReferenceLink href={reference} className="mr-auto rounded-xl px-1" />
        {actions}
      </div>
    </QuestionCard>
  );
}
