// The textarea of a comment, new or edited: the server's rule checked first (1,000 characters,
// plain text), a live counter, and the action's button.
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { maxCommentLength } from '#shared/contract/discussion-rules.ts';
import { Button } from '#client/components/ui/button.tsx';
import { CountedTextarea } from '#client/components/ui/counted-textarea.tsx';
import { firstIssue } from '#client/lib/first-issue.ts';
import { commentRules, warmCommentRules } from '../comment-rules.ts';

export function CommentForm({
  initial = '',
  label,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  initial?: string;
  label: string;
  submitLabel: string;
  busy: boolean;
  /** resolves true once the server took it, so the field can clear */
  onSubmit: (body: string) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const [text, setText] = useState(initial);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Loaded on the form's first focus, so this wait is over by now.
    const { commentBodySchema } = await commentRules();
    const parsed = commentBodySchema.safeParse({ body: text });
    if (!parsed.success) return void toast.error(firstIssue(parsed.error));
    if ((await onSubmit(parsed.data.body)) && !onCancel) setText('');
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      onFocus={warmCommentRules}
      noValidate
      className="flex w-full flex-col gap-2"
    >
      <CountedTextarea
        label={label}
        value={text}
        onChange={setText}
        maxLength={maxCommentLength}
        actions={
          <>
            {onCancel && (
              <Button variant="ghost" size="sm" onClick={onCancel}>
                Cancel
              </Button>
            )}
            <Button type="submit" variant="secondary" size="sm" disabled={busy}>
              {submitLabel}
            </Button>
          </>
        }
      />
    </form>
  );
}
