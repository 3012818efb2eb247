// /topic-question-count: "Download for offline" keeps this topic's quiz on the device (ADR 048).
// Signed-in users only: a visitor's quiz is not saved, so there is nothing to sync.
import { CloudDownload, HardDriveDownload } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { useSession } from '#client/lib/session.ts';
import { useDownload } from './device/downloads.ts';
import { useKeepOffline } from './device/use-keep-offline.ts';

interface Props {
  topicId: number;
  topicName: string;
  excludeCorrect: boolean;
}

export function DownloadTopicButton(props: Props) {
  const userId = useSession().data?.user?.id;
  if (!userId) return null;
  return <DownloadTopic userId={userId} {...props} />;
}

function DownloadTopic({ userId, topicId, topicName, excludeCorrect }: Props & { userId: string }) {
  const download = useDownload(userId);
  const keep = useKeepOffline(userId);
  const kept = download.data?.kind === 'topic' && download.data.topicId === topicId;

  return (
    <section
      aria-labelledby="offline-topic"
      className="flex flex-col gap-3 rounded-2xl border border-dashed border-line bg-white/70 p-4"
    >
      <div className="flex items-start gap-3">
        <HardDriveDownload className="mt-0.5 size-5 shrink-0 text-honey-700" aria-hidden />
        <div>
          <h2 id="offline-topic" className="font-bold">
            Study without signal
          </h2>
          <p className="text-sm text-muted">
            {kept
              ? `Kept on this device: ${download.data!.session.questions.length} questions. Start it from your dashboard, even offline.`
              : 'Keep this topic on this device and quiz it offline. Your answers are checked when you are back online.'}
          </p>
        </div>
      </div>
      {!kept && (
        <Button
          variant="secondary"
          className="self-start"
          disabled={keep.isPending || download.isPending}
          onClick={() => keep.mutate({ kind: 'topic', topicId, topicName, excludeCorrect })}
        >
          <CloudDownload className="size-4" aria-hidden />
          {keep.isPending ? 'Downloading…' : 'Download for offline'}
        </Button>
      )}
    </section>
  );
}
