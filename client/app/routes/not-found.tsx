import { Link } from 'react-router';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { paths } from '#client/lib/paths.ts';

export function NotFoundRoute() {
  return (
    <div className="mx-auto flex min-h-[60dvh] max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <div className="hex flex size-24 items-center justify-center bg-honey-100 text-4xl font-extrabold text-honey-700">
        404
      </div>
      <h1 className="text-3xl font-extrabold tracking-tight">Oops! Page not found</h1>
      <p className="text-muted">This cell of the hive is empty. The link may be old or mistyped.</p>
      <Link to={paths.home} className={buttonClasses()}>
        Return to Home
      </Link>
    </div>
  );
}
