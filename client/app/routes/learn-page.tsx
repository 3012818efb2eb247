import { Link } from 'react-router';
import {
  ClipboardCheck,
  FolderHeart,
  Layers,
  ListChecks,
  MessageCircleQuestion,
  PenLine,
  Share2,
  SlidersHorizontal,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import type { Profile } from '#shared/contract/profile.ts';
import { HoneyMeter } from '#client/components/honey-meter.tsx';
import { ScoringExplainer } from '#client/components/scoring-explainer.tsx';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { AfterPaint } from '#client/lib/after-first-paint.tsx';
import { allQuestionsMastered } from '#shared/domain/mastery.ts';
import { useDueCounts } from '#client/features/stats/api/due-counts.ts';
import { useQuestionStats } from '#client/features/stats/api/question-stats.ts';
import { DueReviewCard } from '#client/features/stats/components/due-review-card.tsx';
import { FocusTopicsCard } from '#client/features/stats/components/focus-topics-card.tsx';
import { paths } from '#client/lib/paths.ts';
import {
  ContinueQuizCard,
  useCurrentQuiz,
} from '#client/features/quiz-sessions/continue-quiz-card.tsx';
import { PrimaryAction, type PrimaryState } from './learn-primary-action.tsx';

// Offline study starts and reads quiz sessions through their Zod contracts: loaded beside the
// dashboard's own requests, so Zod stays out of / and /learn's first script (ADR 044, 048).
const OfflineStudyCard = lazy(() =>
  import('#client/features/offline/offline-study-card.tsx').then((m) => ({
    default: m.OfflineStudyCard,
  })),
);

/**
 * /learn and /: the dashboard [product#learn, #home-primary]. The first screen: the greeting, one
 * primary action (the quiz to continue, [product#continue-quiz]; else learn-primary-action.tsx:
 * Start Review when questions are due, else a Quick 10 in one tap) and the nectar meter with the
 * scoring explainer. Then the spaced review's next date
 * (ADR 031), the focus topics (ADR 034) and offline study (ADR 048) when they have something to
 * show, and the five cards (the mock exam's, ADR 036).
 */
export function LearnPage({ profile }: { profile: Profile }) {
  const firstName = profile.name.split(' ')[0] ?? profile.name;
  // Someone who has answered or written anything has been here before; a new trainee has not.
  const returning = profile.questionsAnswered > 0 || profile.questionsWritten > 0;
  const due = useDueCounts();
  const counts = useQuestionStats();
  const current = useCurrentQuiz();
  const dueToday = due.data?.due ?? 0;
  // A failed read of the quiz to continue only leaves the card out.
  const toContinue = current.data ?? null;
  const primary: PrimaryState =
    due.isPending || current.isLoading
      ? { kind: 'loading' }
      : dueToday > 0
        ? { kind: 'review', due: dueToday }
        : {
            kind: 'quick',
            mastered: counts.data ? allQuestionsMastered(counts.data.overall) : false,
          };
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-5 sm:gap-5 sm:py-6">
      <div>
        <p className="text-sm font-semibold text-honey-700">
          {profile.gpepClass} · GPEP1 {profile.gpepYear}
        </p>
        <h1 className="text-3xl font-extrabold tracking-tight">Kia ora, {firstName}!</h1>
        <p className="mt-1 text-muted">
          {returning
            ? `Welcome back to the hive, ${profile.name}.`
            : `Welcome to the hive, ${profile.name}.`}
        </p>
      </div>
      {toContinue ? <ContinueQuizCard quiz={toContinue} /> : <PrimaryAction state={primary} />}
      <Card className="flex flex-col gap-3 p-4" role="region" aria-labelledby="card-nectar">
        <h2 id="card-nectar" className="text-base font-bold">
          Your nectar
        </h2>
        <HoneyMeter points={profile.points} compact />
        <ScoringExplainer />
      </Card>
      {/* Below the nectar is below a phone's fold: on the document's first page, these are drawn
          one per frame after the first paint (lib/after-first-paint.tsx). */}
      <AfterPaint>
        <DueReviewCard dueShownElsewhere={!toContinue} />
        <FocusTopicsCard hideWhenEmpty />
        <AfterPaint>
          <Suspense fallback={null}>
            <OfflineStudyCard userId={profile.id} showEmpty={dueToday > 0} />
          </Suspense>
          <AfterPaint>
            <ActionCards />
          </AfterPaint>
        </AfterPaint>
      </AfterPaint>
    </div>
  );
}

/** The five cards (the mock exam's, ADR 036). */
function ActionCards() {
  // Two columns where two 18rem cards fit: in rem, so text enlarged to 200% (WCAG 1.4.4) gets one
  // column instead of cards too narrow for their words and buttons.
  return (
    <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,18rem),1fr))] gap-4">
      <ActionCard
        icon={MessageCircleQuestion}
        title="Answer Questions"
        text="Ten quick questions from across the curriculum, or a quiz on one topic."
      >
        <Link to={paths.quick10} className={buttonClasses('secondary')}>
          <Zap className="size-4" aria-hidden />
          Quick 10
        </Link>
        <Link to={paths.questionBank} className={buttonClasses('secondary')}>
          <Layers className="size-4" aria-hidden />
          Topic Quiz
        </Link>
        <Link to={paths.buildTest} className={buttonClasses('secondary')}>
          <SlidersHorizontal className="size-4" aria-hidden />
          Build a Test
        </Link>
      </ActionCard>
      <ActionCard
        icon={ClipboardCheck}
        title="Mock exam"
        text="20, 50 or 100 questions against the clock, across every topic. One score at the end."
      >
        <Link to={paths.exam} className={buttonClasses('secondary')}>
          <ClipboardCheck className="size-4" aria-hidden />
          Sit a mock exam
        </Link>
      </ActionCard>
      <ActionCard
        icon={PenLine}
        title="Write Question"
        text="Turn a case from clinic into an MCQ for your class. Worth 5 nectar."
      >
        <Link to={paths.writeQuestion} className={buttonClasses('secondary')}>
          <PenLine className="size-4" aria-hidden />
          Write a Question
        </Link>
      </ActionCard>
      <ActionCard
        icon={ListChecks}
        title="My Questions"
        text="See, edit and share the questions you have written."
      >
        <Link to={paths.myQuestions} className={buttonClasses('secondary')}>
          <ListChecks className="size-4" aria-hidden />
          View My Questions
        </Link>
      </ActionCard>
      <ActionCard
        icon={Share2}
        title="Share Quiz"
        text="Bundle your questions into a quiz and send your class one link."
      >
        <Link to={paths.createQuiz} className={buttonClasses('secondary')}>
          <Share2 className="size-4" aria-hidden />
          Create Quiz
        </Link>
        <Link to={paths.myQuizzes} className={buttonClasses('secondary')}>
          <FolderHeart className="size-4" aria-hidden />
          My Quizzes
        </Link>
      </ActionCard>
    </div>
  );
}

function ActionCard({
  icon: Icon,
  title,
  text,
  children,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  children: ReactNode;
}) {
  const id = `card-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Card className="flex flex-col gap-4" role="region" aria-labelledby={id}>
      <div className="flex items-start gap-3">
        <span className="hex flex size-12 shrink-0 items-center justify-center bg-honey-500">
          <Icon className="size-5" aria-hidden />
        </span>
        <div>
          <h2 id={id} className="text-lg font-bold">
            {title}
          </h2>
          <p className="text-sm text-muted">{text}</p>
        </div>
      </div>
      <div className="mt-auto flex flex-wrap gap-2 [&>*]:flex-1 [&>*]:px-3 [&>*]:whitespace-nowrap">
        {children}
      </div>
    </Card>
  );
}
