// /congratulations [product#congratulations]: every question in the hive is mastered. Suggest
// writing questions and checking back tomorrow, with a small honey-coloured celebration.
import { Link } from 'react-router';
import { CalendarCheck, PenLine, TrendingUp } from 'lucide-react';
import { BeeMark } from '#client/components/layout/bee-mark.tsx';
import { RisingCells } from '#client/components/rising-cells.tsx';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { QuizPageShell } from '#client/components/quiz-page.tsx';
import { paths } from '#client/lib/paths.ts';

export function CongratulationsPage() {
  return (
    <QuizPageShell className="items-center text-center">
      <div className="relative flex h-56 w-full max-w-sm items-end justify-center overflow-hidden">
        <RisingCells pace="drift" />
        <div className="relative mb-4 flex size-40 items-center justify-center">
          <span className="hex absolute inset-0 bg-honey-100" aria-hidden />
          <span className="hex absolute inset-4 bg-honey-300" aria-hidden />
          <BeeMark className="celebrate-bob relative size-24" />
        </div>
      </div>

      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight">Congratulations!</h1>
        <p className="text-lg font-semibold text-honey-700">
          You have mastered every question in the hive.
        </p>
        <p className="mx-auto max-w-md text-muted">
          There is nothing left to answer today. Write a question to grow the hive for your
          classmates, and check back tomorrow for new ones.
        </p>
      </div>

      <ul className="grid w-full max-w-md gap-2.5 text-left sm:grid-cols-2">
        <li className="flex gap-3 rounded-2xl border border-line bg-white p-3">
          <PenLine className="mt-0.5 size-5 shrink-0 text-honey-700" aria-hidden />
          <span className="text-sm">
            <span className="font-bold">Earn 5 nectar</span> for every question you write.
          </span>
        </li>
        <li className="flex gap-3 rounded-2xl border border-line bg-white p-3">
          <CalendarCheck className="mt-0.5 size-5 shrink-0 text-honey-700" aria-hidden />
          <span className="text-sm">
            <span className="font-bold">Check back tomorrow:</span> classmates add questions every
            day.
          </span>
        </li>
      </ul>

      <div className="flex w-full max-w-md flex-col gap-2.5">
        <Link to={paths.writeQuestion} className={buttonClasses('primary', 'lg')}>
          <PenLine className="size-5" aria-hidden />
          Write a Question
        </Link>
        <Link to={paths.myProgress} className={buttonClasses('secondary', 'lg')}>
          <TrendingUp className="size-5" aria-hidden />
          Back to My Progress
        </Link>
      </div>
    </QuizPageShell>
  );
}
