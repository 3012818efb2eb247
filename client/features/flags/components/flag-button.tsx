// The Flag button of a reviewed question and its dialog [product#flagging]. Visitors are told to
// sign in; once flagged, the button reads 'Flagged'.
import { useState } from 'react';
import { toast } from 'sonner';
import { Flag } from 'lucide-react';
import { flagMessages } from '#shared/contract/flags.ts';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import { FlagDialog } from './flag-dialog.tsx';

export function FlagButton({ questionId, signedIn }: { questionId: string; signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const [flagged, setFlagged] = useState(false);

  const onFlag = () => {
    if (!signedIn) return void toast.error(flagMessages.signInToFlag);
    setOpen(true);
  };

  return (
    <>
      <Button variant="secondary" size="md" onClick={onFlag} className="px-3">
        <Flag className={cn('size-4', flagged && 'fill-honey-500')} aria-hidden />
        {flagged ? 'Flagged' : 'Flag'}
      </Button>
      {signedIn && (
        <FlagDialog
          questionId={questionId}
          open={open}
          onOpenChange={setOpen}
          onFlagged={() => setFlagged(true)}
        />
      )}
    </>
  );
}
