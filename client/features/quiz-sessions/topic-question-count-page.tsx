// /topic-question-count [product#topic-question-count]: how many questions of the chosen topic.
// Needs the topic in navigation state; without it the question bank is the place to pick one.
import type { ComponentType } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { ChevronRight, Layers } from 'lucide-react';
import { BackLink, QuizPageShell } from '#client/components/quiz-page.tsx';
import { paths } from '#client/lib/paths.ts';
import { type AnswerState, type TopicQuestionCountState } from './components/navigation.ts';
import { TutorSwitch, useTutorChoice } from './components/tutor-switch.tsx';

const choices: { count: AnswerState['questionCount'] & {}; label: string; hint: string }[] = [
  { count: 5, label: '5 questions or less', hint: 'A quick dip between patients' },
  { count: 10, label: '10 questions', hint: 'The classic round' },
  { count: 20, label: '20 questions', hint: 'A proper study session' },
  { count: 'all', label: 'All questions', hint: 'Every question in this topic' },
];

function isTopicState(value: unknown): value is TopicQuestionCountState {
  const state = value as Partial<TopicQuestionCountState> | null;
  return (
    typeof state?.topicId === 'number' &&
    typeof state.topicName === 'string' &&
    typeof state.excludeCorrect === 'boolean'
  );
}

/** offline's Download for offline button (ADR 048), passed in by app/routes/topic-question-count.tsx. */
export type DownloadTopic = ComponentType<{
  topicId: number;
  topicName: string;
  excludeCorrect: boolean;
}>;

export function TopicQuestionCountPage({ Download }: { Download: DownloadTopic }) {
  const location = useLocation();
  const [tutor, setTutor] = useTutorChoice();
  if (!isTopicState(location.state)) return <Navigate to={paths.questionBank} replace />;
  const { topicId, topicName, excludeCorrect } = location.state;

  return (
    <QuizPageShell>
      <BackLink to={paths.questionBank} label="Back to Question Bank" />
      <div>
        <p className="text-sm font-bold tracking-wide text-honey-700 uppercase">{topicName}</p>
        <h1 className="text-3xl font-extrabold tracking-tight">How many questions?</h1>
        <p className="mt-1 text-muted">
          {excludeCorrect
            ? 'New questions come first, then the ones you got wrong.'
            : 'Including the questions you have already answered correctly.'}
        </p>
      </div>
      <TutorSwitch tutor={tutor} onChange={setTutor} />
      <ul className="flex flex-col gap-3">
        {choices.map((choice) => {
          const state: AnswerState = {
            type: 'topic',
            topicId,
            topicName,
            questionCount: choice.count,
            excludeCorrect,
            tutor,
          };
          return (
            <li key={choice.label}>
              <Link
                to={paths.answer}
                state={state}
                className="group flex min-h-16 items-center gap-4 rounded-2xl border-2 border-line bg-white px-4 py-3 shadow-[var(--shadow-card)] transition-colors hover:border-honey-500 hover:bg-honey-100"
              >
                <span
                  className="hex tabular flex size-12 shrink-0 items-center justify-center bg-honey-500 text-lg font-extrabold"
                  aria-hidden
                >
                  {choice.count === 'all' ? (
                    <Layers className="size-5" aria-hidden />
                  ) : (
                    choice.count
                  )}
                </span>
                <span className="flex flex-1 flex-col">
                  <span className="font-bold">{choice.label}</span>
                  <span className="text-sm text-muted">{choice.hint}</span>
                </span>
                <ChevronRight
                  className="size-5 text-honey-700 transition-transform group-hover:translate-x-0.5"
                  aria-hidden
                />
              </Link>
            </li>
          );
        })}
      </ul>
      <Download topicId={topicId} topicName={topicName} excludeCorrect={excludeCorrect} />
    </QuizPageShell>
  );
}
