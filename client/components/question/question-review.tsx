// A question after answering: the viewer's answer and the correct one marked by icon and word,
// the explanation, and "View Reference" [product#results]; once revealed, how other trainees
// answered it (ADR 032). Used by the quiz review and the answer history.
import type { ReactNode } from 'react';
import { CircleCheck, CircleMinus, CircleX, UsersRound } from 'lucide-react';
import type { OptionId, PeerStats } from '#shared/contract/question-view.ts';
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

/**
 * The question's difficulty among trainees (first attempts; the author's never count), or, until
 * enough others have answered, "Not enough answers yet".
 */
export function PeerDifficulty({ stats }: { stats: PeerStats | null }) {
  return (
    <p className="flex items-start gap-2 text-sm text-muted">
      <UsersRound className="mt-0.5 size-4 shrink-0 text-honey-700" aria-hidden />
      {stats ? (
        <span>
          <span className="font-semibold text-ink">Difficulty:</span>{' '}
          <span className="tabular">
            {stats.correctPercent}% answered correctly (first attempts, {stats.answeredBy}{' '}
            {stats.answeredBy === 1 ? 'trainee' : 'trainees'})
          </span>
        </span>
      ) : (
        <span>Not enough answers yet</span>
      )}
    </p>
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
  /**
   * How trainees answered it: null until enough have; left out (undefined) when there is no
   * reveal to go with it
   */
  peerStats?: PeerStats | null | undefined;
  /** article (default), or div inside a row of the page's own that names it */
  as?: 'article' | 'div';
  /** false inside a card of the page's own (QuestionCard) */
  framed?: boolean;
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
  peerStats,
  as,
  framed,
}: QuestionReviewProps) {
  const showPeers = correctAnswer !== null && peerStats !== undefined;
  return (
    <QuestionCard
      question={question}
      as={as}
      framed={framed}
      header={header}
      labelledBy={labelledBy}
      textAs={textAs}
      selected={selectedAnswer}
      correctAnswer={correctAnswer}
      size="sm"
      peerOptions={showPeers ? peerStats?.options : undefined}
    >
      {showPeers && <PeerDifficulty stats={peerStats} />}
      <Explanation>{explanation}</Explanation>
      <div className="flex flex-wrap items-center gap-2 border-t border-line pt-3 empty:hidden">
        <ReferenceLink href={reference} className="mr-auto rounded-xl px-1" />
        {actions}
      </div>
    </QuestionCard>
  );
}
