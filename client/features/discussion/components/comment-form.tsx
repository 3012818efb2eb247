// The textarea of a comment, new or edited: the server's rule checked first (1,000 characters,
// plain text), a live counter, and the action's button.
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { maxCommentLength } from '#shared/contract/discussion-rules.ts';
import { Button } from '#client/components/ui/button.tsx';
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
  const fieldId = useId();
  const counterId = useId();

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
      <label htmlFor={fieldId} className="text-sm font-semibold">
        {label}
      </label>
      <textarea
        id={fieldId}
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={3}
        maxLength={maxCommentLength}
        aria-describedby={counterId}
        className="w-full rounded-xl border border-line bg-white px-3 py-2 text-base text-ink placeholder:text-muted/70 focus:border-honey-500 focus:ring-2 focus:ring-honey-700 focus:outline-none"
      />
      <div className="flex items-center justify-between gap-2">
        <span id={counterId} className="tabular text-xs text-muted">
          {text.length}/{maxCommentLength.toLocaleString('en-NZ')}
        </span>
        <div className="flex gap-2">
          {onCancel && (
            <Button variant="ghost" size="sm" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" variant="secondary" size="sm" disabled={busy}>
            {submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
