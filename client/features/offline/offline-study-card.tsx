// /learn: the quiz kept on this device (ADR 048): start it (offline too), remove it, or keep the
// due review; quizzes finished offline waiting to be sent; the last one sent, with its results.
import { Link, useNavigate } from 'react-router';
import { CloudUpload, HardDriveDownload, Layers, Play, RotateCcw, Trash2 } from 'lucide-react';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { clockTime } from '#client/lib/clock-time.ts';
import { paths, type ResultsState } from '#client/lib/paths.ts';
import { removeDownload, startDownloadedQuiz, useDownload } from './device/downloads.ts';
import type { Download, QueuedCompletion, SyncedCompletion } from './device/offline-db.ts';
import { OfflineResults } from './components/offline-results.tsx';
import { syncOutbox, useOutbox } from './outbox.ts';
import { useKeepOffline } from './device/use-keep-offline.ts';

/**
 * `showEmpty` false (/learn with nothing due): while nothing is kept, waiting or just sent, the
 * card stays out [product#home-primary]; with questions due it offers to keep them.
 */
export function OfflineStudyCard({ userId, showEmpty }: { userId: string; showEmpty: boolean }) {
  const download = useDownload(userId);
  const outbox = useOutbox(userId);
  const somethingKept =
    Boolean(download.data) || Boolean(outbox.data?.waiting.length) || Boolean(outbox.data?.synced);
  if (!showEmpty && !somethingKept) return null;

  return (
    <Card className="flex flex-col gap-4" role="region" aria-labelledby="card-offline-study">
      <div className="flex items-start gap-3">
        <span className="hex flex size-12 shrink-0 items-center justify-center bg-honey-500">
          <HardDriveDownload className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="card-offline-study" className="text-lg font-bold">
            Offline study
          </h2>
          <p className="text-sm text-muted">
            Keep one quiz on this device for the train or the lift. Answers are checked, and nectar
            counted, once you are back online.
          </p>
        </div>
      </div>
      {download.isPending || outbox.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          <span className="sr-only" role="status">
            Loading offline study
          </span>
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-11 w-full" />
        </div>
      ) : download.isError || outbox.isError ? (
        <p className="text-sm text-muted">This browser cannot keep quizzes for offline study.</p>
      ) : (
        <>
          {outbox.data.waiting.map((entry) => (
            <Waiting key={entry.sessionId} entry={entry} userId={userId} />
          ))}
          {outbox.data.synced && outbox.data.waiting.length === 0 && (
            <Synced synced={outbox.data.synced} />
          )}
          {download.data ? (
            <Kept download={download.data} userId={userId} />
          ) : (
            <NothingKept userId={userId} />
          )}
        </>
      )}
    </Card>
  );
}

function Waiting({ entry, userId }: { entry: QueuedCompletion; userId: string }) {
  return (
    <div className="flex flex-col gap-2 rounded-2xl bg-comb p-3">
      {/* the status alone is announced, not the results below it */}
      <p className="flex items-center gap-2 font-semibold" role="status">
        <CloudUpload className="size-4 shrink-0" aria-hidden />
        {entry.title}: waiting to be sent
      </p>
      <p className="text-sm text-muted">
        Finished at {clockTime(entry.finishedAt)}. It is sent by itself when you are back online.
      </p>
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        onClick={() => void syncOutbox(userId)}
      >
        Send now
      </Button>
      <OfflineResults entry={entry} />
    </div>
  );
}

function Synced({ synced }: { synced: SyncedCompletion }) {
  const { result } = synced;
  const state: ResultsState = { sessionId: result.sessionId };
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-ok-soft p-3">
      <p className="flex-1 text-sm">
        <span className="font-semibold">{synced.title}: sent.</span>{' '}
        <span className="tabular">
          {result.correctAnswers} of {result.totalQuestions} correct, +{result.pointsEarned} nectar
        </span>
      </p>
      <Link to={paths.results} state={state} className={buttonClasses('secondary', 'sm')}>
        See results
      </Link>
    </div>
  );
}

function Kept({ download, userId }: { download: Download; userId: string }) {
  const navigate = useNavigate();
  const count = download.session.questions.length;
  return (
    <div className="flex flex-col gap-3">
      <p>
        <span className="font-semibold">{download.title}</span>{' '}
        <span className="text-muted">
          · {count} {count === 1 ? 'question' : 'questions'} · kept at{' '}
          {clockTime(download.downloadedAt)}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() =>
            void startDownloadedQuiz(download).then((state) => navigate(paths.answer, { state }))
          }
        >
          <Play className="size-4" aria-hidden />
          Start offline quiz
        </Button>
        <Button variant="ghost" onClick={() => void removeDownload(userId)}>
          <Trash2 className="size-4" aria-hidden />
          Remove
        </Button>
      </div>
    </div>
  );
}

function NothingKept({ userId }: { userId: string }) {
  const keep = useKeepOffline(userId);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">
        Nothing kept yet. Open a topic in the question bank and choose Download for offline, or keep
        the questions due for review.
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to={paths.questionBank} className={buttonClasses('secondary')}>
          <Layers className="size-4" aria-hidden />
          Choose a topic
        </Link>
        <Button
          variant="secondary"
          disabled={keep.isPending}
          onClick={() => keep.mutate({ kind: 'due' })}
        >
          <RotateCcw className="size-4" aria-hidden />
          {keep.isPending ? 'Downloading…' : 'Keep the due review'}
        </Button>
      </div>
    </div>
  );
}
