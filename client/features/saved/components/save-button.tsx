// The review's Save button (ADR 033): a bookmark that is pressed once the answered question is
// saved; while saved, the private note can be written underneath. Pressing it again removes it.
import { toast } from 'sonner';
import { Bookmark } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import { useRemoveSaved } from '../api/remove-saved.ts';
import { useSaveQuestion } from '../api/save-question.ts';
import { useSavedQuestions } from '../api/saved-list.ts';
import { NoteEditor } from './note-editor.tsx';

export function SaveButton({ questionId }: { questionId: string }) {
  const saved = useSavedQuestions();
  const save = useSaveQuestion();
  const remove = useRemoveSaved();
  const item = saved.data?.items.find((i) => i.questionId === questionId);
  const pressed = item !== undefined;
  const busy = save.isPending || remove.isPending || saved.isPending;

  const toggle = () => {
    if (pressed) {
      remove.mutate(questionId, {
        onSuccess: () => toast.success('Removed from saved questions'),
        onError: () => toast.error('Failed to remove the saved question'),
      });
    } else {
      save.mutate(
        { questionId, note: '' },
        {
          onSuccess: () => toast.success('Question saved'),
          onError: () => toast.error('Failed to save the question'),
        },
      );
    }
  };

  return (
    <>
      <Button
        variant="secondary"
        size="md"
        onClick={toggle}
        disabled={busy}
        aria-pressed={pressed}
        className="px-3"
      >
        <Bookmark className={cn('size-4', pressed && 'fill-honey-500')} aria-hidden />
        {pressed ? 'Saved' : 'Save'}
      </Button>
      {item && (
        <div className="order-last w-full">
          <NoteEditor key={item.updatedAt} questionId={questionId} note={item.note} />
        </div>
      )}
    </>
  );
}
