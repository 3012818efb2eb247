// /stats' Over-confidence card body (ADR 035): per topic, how many answers rated "Sure" were
// wrong, most over-confident first (the server's order), with the unsure and guess answers
// beside them so the user can see whether their confidence means anything.
import type { ConfidenceStats } from '#shared/contract/stats.ts';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { QueryView } from '#client/components/ui/query-view.tsx';
import { useConfidenceStats } from '../api/confidence-stats.ts';

type TopicConfidence = ConfidenceStats['topics'][number];

const wrongOf = (wrong: number, answered: number) => `${wrong} of ${answered} wrong`;

export function OverconfidenceList() {
  return (
    <QueryView
      query={useConfidenceStats()}
      loadingLabel="Loading over-confidence"
      errorTitle="We couldn’t load your over-confidence."
      skeleton={
        <div className="flex flex-col gap-2">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      }
    >
      {(data) =>
        data.topics.length === 0 ? (
          <p className="text-sm text-muted">
            Rate how sure you are while answering to see where confidence misleads you.
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {data.topics.map((t) => (
              <TopicRow key={t.topicId} topic={t} />
            ))}
          </ul>
        )
      }
    </QueryView>
  );
}

function TopicRow({ topic: t }: { topic: TopicConfidence }) {
  const others = [
    t.unsureAnswers > 0 && `Unsure: ${wrongOf(t.unsureWrong, t.unsureAnswers)}`,
    t.guessAnswers > 0 && `Guess: ${wrongOf(t.guessWrong, t.guessAnswers)}`,
  ].filter(Boolean);
  return (
    <li className="flex flex-col gap-1.5 rounded-xl bg-honey-100/60 p-3" aria-label={t.topicName}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="font-semibold">{t.topicName}</p>
        <p className="tabular text-sm">
          {t.overconfidence === null ? (
            <span className="text-muted">No answers rated Sure yet</span>
          ) : (
            <>
              Sure but wrong:{' '}
              <span className="font-semibold">
                {t.sureWrong} of {t.sureAnswers} ({t.overconfidence}%)
              </span>
            </>
          )}
        </p>
      </div>
      {t.overconfidence !== null && (
        <div className="h-2 w-full overflow-hidden rounded-full bg-white" aria-hidden>
          <div className="h-full rounded-full bg-bad" style={{ width: `${t.overconfidence}%` }} />
        </div>
      )}
      {others.length > 0 && <p className="tabular text-xs text-muted">{others.join(' · ')}</p>}
    </li>
  );
}
