// Shown while the result of an exam whose time ran out is read back from the server.
import { Hourglass, LoaderCircle } from 'lucide-react';
import { QuizPageShell } from '#client/components/quiz-page.tsx';

export function TimeUpPanel({ message }: { message: string }) {
  return (
    <QuizPageShell className="min-h-[60dvh] justify-center">
      <div className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-honey-300 bg-honey-100/70 p-6 text-center">
        <span className="hex flex size-16 items-center justify-center bg-honey-500">
          <Hourglass className="size-7" aria-hidden />
        </span>
        <h1 className="text-2xl font-extrabold tracking-tight">Time is up</h1>
        <p className="max-w-sm text-muted">{message}</p>
        <p role="status" className="flex items-center gap-2 text-sm font-semibold text-honey-700">
          <LoaderCircle className="size-4 animate-spin" aria-hidden />
          Getting your result...
        </p>
      </div>
    </QuizPageShell>
  );
}
