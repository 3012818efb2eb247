// What /write-question?edit= shows while the question loads: the form's three cards as skeletons.
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { PageShell } from './bits.tsx';

export function QuestionFormSkeleton() {
  return (
    <PageShell busy>
      <p role="status" className="sr-only">
        Loading question
      </p>
      <div className="flex flex-col gap-2">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-9 w-56" />
        <Skeleton className="h-4 w-72 max-w-full" />
      </div>
      {[0, 1, 2].map((card) => (
        <div
          key={card}
          className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-white p-5"
        >
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-24 w-full rounded-xl" />
          <Skeleton className="h-11 w-full rounded-xl" />
        </div>
      ))}
    </PageShell>
  );
}
