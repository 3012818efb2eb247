import { Link } from 'react-router';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { paths } from '#client/lib/paths.ts';

/** Shown when a screen fails to render or its code cannot load (e.g. offline after a deploy). */
export function RouteError() {
  return (
    <div className="mx-auto flex min-h-[60dvh] max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-muted">An unexpected error occurred. Please try again.</p>
      <div className="flex gap-3">
        <button type="button" className={buttonClasses()} onClick={() => window.location.reload()}>
          Retry
        </button>
        <Link to={paths.home} className={buttonClasses('secondary')}>
          Return to Home
        </Link>
      </div>
    </div>
  );
}
