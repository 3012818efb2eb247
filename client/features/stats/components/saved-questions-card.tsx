import { Link } from 'react-router';
import { Bookmark } from 'lucide-react';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { paths } from '#client/lib/paths.ts';

/**
 * /my-progress: the way to the trainee's saved questions (ADR 033). Only a link: the list and its
 * count belong to the saved feature, which this one may not import (ADR 028).
 */
export function SavedQuestionsCard() {
  return (
    <Card className="flex flex-col gap-4" role="region" aria-labelledby="card-saved-questions">
      <div className="flex items-start gap-3">
        <span className="hex flex size-12 shrink-0 items-center justify-center bg-honey-500">
          <Bookmark className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="card-saved-questions" className="text-lg font-bold">
            Saved Questions
          </h2>
          <p className="text-sm text-muted">
            The questions you saved after answering, with your private notes. Search them or quiz
            yourself on them.
          </p>
        </div>
      </div>
      <Link to={paths.saved} className={buttonClasses('secondary')}>
        <Bookmark className="size-4" aria-hidden />
        View Saved Questions
      </Link>
    </Card>
  );
}
