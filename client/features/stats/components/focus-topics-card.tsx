import { Link } from 'react-router';
import { Crosshair, Play } from 'lucide-react';
import type { WeakTopics } from '#shared/contract/stats.ts';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { ErrorState } from '#client/components/ui/states.tsx';
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
 * tap. Signed-in users only.
 */
export function FocusTopicsCard() {
  const query = useWeakTopics();
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
      {query.isPending ? (
        <div className="flex flex-col gap-2">
          <span className="sr-only" role="status">
            Loading your focus topics
          </span>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      ) : query.isError ? (
        <ErrorState
          title="We couldn’t load your focus topics."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.topics.length === 0 ? (
        <p className="text-sm font-semibold">
          Answer at least 5 questions in a topic to see your focus topics.
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {query.data.topics.map((t) => (
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
                  {t.classAccuracy === null && (
                    <span className="sr-only"> (no class answers yet)</span>
                  )}
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
      )}
    </Card>
  );
}
