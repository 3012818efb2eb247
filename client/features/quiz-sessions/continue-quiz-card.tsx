// "Continue your Quick 10 (4 of 10)" (ADR 075, [product#learn, #progress-per-answer]): the
// trainee's latest unfinished quiz, resumed on /answer by its session id from the answers the
// server kept (a shared quiz too). Composed into Learn by app/routes; nothing shows while there is
// no quiz to continue.
import { Link } from 'react-router';
import { ChevronRight, Play } from 'lucide-react';
import type { CurrentQuiz } from '#shared/contract/quiz-progress.ts';
import { percent } from '#shared/domain/scoring.ts';
import { cn } from '#client/lib/cn.ts';
import { paths, type AnswerRouteState } from '#client/lib/paths.ts';

export { useCurrentQuiz } from './api/current-quiz.ts';

/** What the quiz is called in "Continue your …". */
function quizName(quiz: CurrentQuiz): string {
  switch (quiz.quizType) {
    case 'quick':
      return 'your Quick 10';
    case 'topic':
      return quiz.topicName ? `your ${quiz.topicName} quiz` : 'your topic quiz';
    case 'review':
      return quiz.topicName ? `your ${quiz.topicName} review` : 'your review';
    case 'due':
      return 'your due review';
    case 'saved':
      return 'your saved questions';
    case 'custom':
      return 'your custom test';
    case 'shared-quiz':
      return quiz.quizName ? `“${quiz.quizName}”` : 'your shared quiz';
    default:
      return 'your quiz';
  }
}

/** "Continue your Eye quiz (4 of 10)" */
export function continueQuizTitle(quiz: CurrentQuiz): string {
  return `Continue ${quizName(quiz)} (${quiz.answered} of ${quiz.totalQuestions})`;
}

/** /answer's navigation state that resumes the quiz by its session id. */
export function continueQuizState(quiz: CurrentQuiz): AnswerRouteState {
  const type = quiz.quizType === 'topic' || quiz.quizType === 'review' ? 'topic' : quiz.quizType;
  return {
    sessionId: quiz.id,
    ...(type === 'quick' || type === 'topic' || type === 'due' || type === 'saved' ? { type } : {}),
    ...(quiz.topicId !== null && { topicId: quiz.topicId }),
    ...(quiz.topicName !== null && { topicName: quiz.topicName }),
    ...(quiz.reviewMode !== null && { reviewMode: quiz.reviewMode }),
  };
}

/**
 * The quiz to continue as one large link (the whole card is the target): its name and count, a
 * meter of the answers given, and whether it is a tutor quiz.
 */
export function ContinueQuizCard({ quiz, className }: { quiz: CurrentQuiz; className?: string }) {
  const done = percent(quiz.answered, quiz.totalQuestions);
  return (
    <Link
      to={paths.answer}
      state={continueQuizState(quiz)}
      className={cn(
        'group flex min-h-16 items-center gap-4 rounded-[var(--radius-card)] border-2 border-honey-500 bg-white p-4 shadow-[var(--shadow-card)] transition-colors hover:bg-honey-100',
        className,
      )}
    >
      <span
        className="hex flex size-12 shrink-0 items-center justify-center bg-honey-500"
        aria-hidden
      >
        <Play className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1.5">
        <span className="font-bold break-words">{continueQuizTitle(quiz)}</span>
        <span className="h-1.5 overflow-hidden rounded-full bg-honey-100" aria-hidden>
          <span className="block h-full rounded-full bg-honey-500" style={{ width: `${done}%` }} />
        </span>
        <span className="text-sm text-muted">
          {quiz.tutor ? 'Tutor mode · ' : ''}Pick up where you stopped.
        </span>
      </span>
      <ChevronRight
        className="size-5 shrink-0 text-honey-700 transition-transform group-hover:translate-x-0.5"
        aria-hidden
      />
    </Link>
  );
}
