// After a shared question is answered: write one of your own (signed in) or sign up (visitor),
// and Try Again (a reload).
import { Link } from 'react-router';
import { PenLine, RotateCw, UserPlus } from 'lucide-react';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { paths } from '#client/lib/paths.ts';

export function NextSteps({ signedIn }: { signedIn: boolean }) {
  return (
    <section
      aria-labelledby="shared-next"
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-honey-300 bg-honey-100/60 p-5"
    >
      <div className="flex items-start gap-3">
        <span className="hex flex size-12 shrink-0 items-center justify-center bg-honey-500">
          <PenLine className="size-5" aria-hidden />
        </span>
        <div>
          <h2 id="shared-next" className="text-lg font-bold">
            {signedIn ? 'Got a question of your own?' : 'Write questions for your class'}
          </h2>
          <p className="text-sm text-muted">
            {signedIn
              ? 'Turn a case from clinic into an MCQ and earn 5 nectar.'
              : 'Hive is a shared question bank for GPEP1 trainees. Sign up to write questions, earn nectar and climb your class leaderboard.'}
          </p>
        </div>
      </div>
      <div className="grid gap-2.5 sm:grid-cols-2">
        {signedIn ? (
          <Link to={paths.writeQuestion} className={buttonClasses('primary', 'md')}>
            <PenLine className="size-5" aria-hidden />
            Write a Question
          </Link>
        ) : (
          <Link to={paths.auth} className={buttonClasses('primary', 'md')}>
            <UserPlus className="size-5" aria-hidden />
            Sign Up to Create Questions
          </Link>
        )}
        <Button variant="secondary" onClick={() => window.location.reload()}>
          <RotateCw className="size-5" aria-hidden />
          Try Again
        </Button>
      </div>
    </section>
  );
}
