// The ratings and thread of one question in a long list of revealed questions (the answer
// history, ADR 038): closed at first, and nothing is fetched until it is opened, so a page of
// twenty answers costs no discussion request on load. Opened, it is the same panel as under the
// results review, with the thread already open.
import { useState } from 'react';
import { MessageSquare } from 'lucide-react';
import { DisclosureButton } from '#client/components/ui/disclosure.tsx';
import { RatingPanel } from './rating-panel.tsx';
import { DiscussionThread } from './discussion-thread.tsx';

export function DiscussionDisclosure({ questionId }: { questionId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="order-last flex w-full flex-col gap-3 border-t border-line pt-3">
      <DisclosureButton
        icon={MessageSquare}
        label="Rate and discuss"
        open={open}
        onOpenChange={setOpen}
      >
        <RatingPanel questionId={questionId} />
        <DiscussionThread questionId={questionId} defaultOpen />
      </DisclosureButton>
    </div>
  );
}
