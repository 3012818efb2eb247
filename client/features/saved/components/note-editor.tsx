// The private note of a saved question: a textarea and Save, checked with the server's rule.
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { maxNoteLength, saveQuestionSchema } from '#shared/contract/saved.ts';
import { Button } from '#client/components/ui/button.tsx';
import { firstIssue } from '#client/lib/first-issue.ts';
import { useSaveQuestion } from '../api/save-question.ts';

export function NoteEditor({
  questionId,
  note,
  onSaved,
}: {
  questionId: string;
  note: string;
  onSaved?: () => void;
}) {
  const [text, setText] = useState(note);
  const save = useSaveQuestion();
  const fieldId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = saveQuestionSchema.safeParse({ note: text });
    if (!parsed.success) return void toast.error(firstIssue(parsed.error));
    save.mutate(
      { questionId, note: parsed.data.note },
      {
        onSuccess: () => {
          toast.success('Note saved');
          onSaved?.();
        },
        onError: () => toast.error('Failed to save note'),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex w-full flex-col gap-2">
      <label htmlFor={fieldId} className="text-sm font-semibold">
        Your note <span className="font-normal text-muted">(only you can see it)</span>
      </label>
      <textarea
        id={fieldId}
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={3}
        maxLength={maxNoteLength}
        placeholder="e.g. Check the dose in the current guideline."
        className="w-full rounded-xl border border-line bg-white px-3 py-2 text-base text-ink placeholder:text-muted/70 focus:border-honey-500 focus:ring-2 focus:ring-honey-700 focus:outline-none"
      />
      <div className="flex items-center justify-between gap-2">
        <span className="tabular text-xs text-muted">
          {text.length}/{maxNoteLength}
        </span>
        <Button type="submit" variant="secondary" size="md" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save note'}
        </Button>
      </div>
    </form>
  );
}
