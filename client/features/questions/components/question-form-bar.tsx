// The write-question form's sticky bottom bar: Preview Question and Create Question (or Save
// Changes), side by side even on a 360 px phone.
import { Eye, LoaderCircle, PenLine, Save } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';

/** The two actions of the bottom bar: side by side even on a 360 px phone. */
const barButton =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-xl px-2 text-sm font-semibold whitespace-nowrap text-ink transition-colors disabled:cursor-not-allowed disabled:text-muted min-[400px]:text-base';

export function QuestionFormBar({
  editing,
  saving,
  busy,
  onPreview,
}: {
  /** true on ?edit=: Save Changes instead of Create Question */
  editing: boolean;
  /** the save request is in flight (spinner on the submit button) */
  saving: boolean;
  /** both buttons off: saving or celebrating */
  busy: boolean;
  onPreview: () => void;
}) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-auto border-t border-line bg-cream/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur">
      <div className="grid grid-cols-2 gap-2.5">
        <button
          type="button"
          className={cn(barButton, 'border border-line bg-white hover:bg-honey-100')}
          onClick={onPreview}
          disabled={busy}
        >
          <Eye className="hidden size-5 min-[400px]:block" aria-hidden />
          Preview Question
        </button>
        <button
          type="submit"
          className={cn(
            barButton,
            'bg-honey-500 shadow-sm hover:bg-honey-600 disabled:bg-honey-200',
          )}
          disabled={busy}
        >
          {saving ? (
            <LoaderCircle className="size-5 animate-spin" aria-hidden />
          ) : editing ? (
            <Save className="hidden size-5 min-[400px]:block" aria-hidden />
          ) : (
            <PenLine className="hidden size-5 min-[400px]:block" aria-hidden />
          )}
          {editing ? 'Save Changes' : 'Create Question'}
        </button>
      </div>
    </div>
  );
}
