import { Link } from 'react-router';
import { Crosshair, Play } from 'lucide-react';
import type { WeakTopics } from '#shared/contract/stats.ts';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { QueryView } from '#client/components/ui/query-view.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { cn } from '#client/lib/cn.ts';
import { paths, type AnswerState } from '#client/lib/paths.ts';
import { useWeakTopics } from '../api/weak-topics.ts';

type WeakTopic = WeakTopics['topics'][number];

/**
 * The topic quiz with answered questions included: a weak topic is one the user has answered
 * often, so new-questions-only could leave nothing to practise.
 */
const topicQuiz = (t: WeakTopic): AnswerState => ({
  type: 'topic',
  topicId: t.topicId,
  topicName: t.topicName,
  questionCount: 10,
  excludeCorrect: false,
});

/**
 * The weakness coach (ADR 034), on /learn and /my-progress: the user's three weakest topics
 * (5 answers or more), their accuracy beside their class's, and Practise, the topic quiz in one
 * tap. Signed-in users only. `hideWhenEmpty` (/learn): nothing at all until there is a topic to
 * show [product#home-primary].
 */
export function FocusTopicsCard({ hideWhenEmpty = false }: { hideWhenEmpty?: boolean }) {
  const query = useWeakTopics();
  if (hideWhenEmpty && (query.isPending || query.data?.topics.length === 0)) return null;
  return (
    <Card className="flex flex-col gap-4" role="region" aria-labelledby="card-focus-topics">
      <div className="flex items-start gap-3">
        <span className="hex flex size-12 shrink-0 items-center justify-center bg-honey-500">
          <Crosshair className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="card-focus-topics" className="text-lg font-bold">
            Focus topics
          </h2>
          <p className="text-sm text-muted">Your weakest topics, beside your class.</p>
        </div>
      </div>
      <QueryView
        query={query}
        loadingLabel="Loading your focus topics"
        skeleton={
          <div className="flex flex-col gap-2">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-14 w-full" />
            ))}
          </div>
        }
        errorTitle="We couldn’t load your focus topics."
      >
        {({ topics }) => <FocusTopicList topics={topics} />}
      </QueryView>
    </Card>
  );
}

function FocusTopicList({ topics }: { topics: WeakTopic[] }) {
  if (topics.length === 0) {
    return (
      <p className="text-sm font-semibold">
        Answer at least 5 questions in a topic to see your focus topics.
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {topics.map((t) => (
        <li
          key={t.topicId}
          className="flex flex-wrap items-center gap-3 rounded-xl bg-honey-100/60 p-3"
          aria-label={t.topicName}
        >
          {/* On a phone the button drops under a long name instead of breaking it. */}
          <div className="min-w-0 grow basis-48">
            <p className="font-semibold">{t.topicName}</p>
            <p className="tabular text-sm text-muted">
              Your accuracy {t.accuracy}% · Class{' '}
              {t.classAccuracy === null ? '—' : `${t.classAccuracy}%`}
              {t.classAccuracy === null && <span className="sr-only"> (no class answers yet)</span>}
            </p>
          </div>
          <Link
            to={paths.answer}
            state={topicQuiz(t)}
            className={cn(buttonClasses('primary'), 'grow sm:grow-0')}
            aria-label={`Practise ${t.topicName}`}
          >
            <Play className="size-4" aria-hidden />
            Practise
          </Link>
        </li>
      ))}
    </ul>
  );
}
