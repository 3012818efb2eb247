// The ratings and thread of one question in a long list of revealed questions (the answer
// history, ADR 038): closed at first, and nothing is fetched until it is opened, so a page of
// twenty answers costs no discussion request on load. Opened, it is the same panel as under the
// results review, with the thread already open.
import { useId, useState } from 'react';
import { ChevronDown, MessageSquare } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';
import { RatingPanel } from './rating-panel.tsx';
import { DiscussionThread } from './discussion-thread.tsx';

export function DiscussionDisclosure({ questionId }: { questionId: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="order-last flex w-full flex-col gap-3 border-t border-line pt-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="-mx-2 flex min-h-11 items-center gap-2 rounded-xl px-2 text-left font-semibold hover:bg-honey-100"
      >
        <MessageSquare className="size-4 text-honey-700" aria-hidden />
        Rate and discuss
        <ChevronDown
          className={cn('ml-auto size-4 transition-transform', open && 'rotate-180')}
          aria-hidden
        />
      </button>
      {open && (
        <div id={panelId} className="flex flex-col gap-3">
          <RatingPanel questionId={questionId} />
          <DiscussionThread questionId={questionId} defaultOpen />
        </div>
      )}
    </div>
  );
}
