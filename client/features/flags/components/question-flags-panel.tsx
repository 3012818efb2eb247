// The author's flags on one question, under it on My Questions (ADR 039): open ones first, each
// opening its conversation. Composed into My Questions by app/routes/my-questions.tsx.
import { useState } from 'react';
import { ChevronDown, Flag } from 'lucide-react';
import type { FlagSummary } from '#shared/contract/flags.ts';
import { DetailsPanel } from '#client/components/ui/disclosure.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { QueryView } from '#client/components/ui/query-view.tsx';
import { cn } from '#client/lib/cn.ts';
import { useFlagThread } from '../api/flag-thread.ts';
import { useQuestionFlags } from '../api/question-flags.ts';
import { FlagStatus, FlagThreadView } from './flag-thread.tsx';

export function QuestionFlagsPanel({
  questionId,
  openFlags,
  onChanged,
}: {
  questionId: string;
  openFlags: number;
  onChanged: () => void;
}) {
  const [open, setOpen] = useState(openFlags > 0);
  const flags = useQuestionFlags(questionId, open);
  return (
    <DetailsPanel
      icon={Flag}
      iconClassName="text-bad"
      title="Flags"
      open={open}
      onOpenChange={setOpen}
      bodyClassName="flex flex-col gap-3"
    >
      <QueryView
        query={flags}
        skeleton={<Skeleton className="h-16 w-full" />}
        loadingLabel="Loading flags"
        errorTitle="Flags could not be loaded"
      >
        {(list) =>
          list.length === 0 ? (
            <p className="text-sm text-muted">No one has flagged this question.</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {list.map((flag) => (
                <FlagItem key={flag.id} flag={flag} onChanged={onChanged} />
              ))}
            </ul>
          )
        }
      </QueryView>
    </DetailsPanel>
  );
}

function FlagItem({ flag, onChanged }: { flag: FlagSummary; onChanged: () => void }) {
  const [open, setOpen] = useState(flag.status === 'open');
  return (
    <li className="rounded-xl bg-white">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className="flex min-h-11 w-full items-center gap-2 text-left text-sm"
      >
        <FlagStatus status={flag.status} />
        <span className="min-w-0 flex-1 truncate">
          <span className="font-semibold">{flag.flaggedByName}:</span> {flag.reason}
        </span>
        <ChevronDown
          className={cn('size-4 shrink-0 text-muted transition-transform', open && 'rotate-180')}
          aria-hidden
        />
      </button>
      {open && <Thread flagId={flag.id} onChanged={onChanged} />}
    </li>
  );
}

function Thread({ flagId, onChanged }: { flagId: string; onChanged: () => void }) {
  const thread = useFlagThread(flagId);
  return (
    <div className="pt-2">
      <QueryView
        query={thread}
        skeleton={<Skeleton className="h-24 w-full" />}
        loadingLabel="Loading the conversation"
        errorTitle="The conversation could not be loaded"
      >
        {(data) => <FlagThreadView thread={data} onChanged={onChanged} />}
      </QueryView>
    </div>
  );
}
