// "Quiz Not Found": a shared quiz's link that leads nowhere (unknown, or deleted by its creator,
// ADR 020). Shown by /take-quiz and /share-quiz alike, so both say it the same way.
import { Link } from 'react-router';
import { FileQuestion, LogIn } from 'lucide-react';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { paths } from '#client/lib/paths.ts';

/** `empty`: the quiz exists but none of its questions is left. */
export function QuizNotFound({ empty = false }: { empty?: boolean }) {
  return (
    <div className="mx-auto flex min-h-[60dvh] w-full max-w-2xl flex-col items-center justify-center gap-4 px-4 py-5 text-center">
      <span className="hex flex size-20 items-center justify-center bg-honey-100 text-honey-700">
        <FileQuestion className="size-9" aria-hidden />
      </span>
      <h1 className="text-3xl font-extrabold tracking-tight">Quiz Not Found</h1>
      <p className="max-w-sm text-muted">
        {empty
          ? 'This quiz has no questions left: its author may have removed them.'
          : 'This quiz may have been removed, or the link may be wrong. Check the link with whoever shared it.'}
      </p>
      <Link to={paths.signIn} className={buttonClasses('primary', 'lg')}>
        <LogIn className="size-5" aria-hidden />
        Go to Login
      </Link>
    </div>
  );
}
