import { MessageCircleQuestion, PenLine, Share2 } from 'lucide-react';
import { BeeMark } from '#client/components/layout/bee-mark.tsx';
import { IconPoint } from '#client/components/ui/icon-point.tsx';

/** The marketing blurb at the top of /auth. */
export function MarketingBlurb() {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <BeeMark className="size-14" />
        <p className="rounded-full bg-honey-100 px-3 py-1 text-xs font-bold tracking-wide text-honey-700 uppercase">
          GPEP1 · Beta
        </p>
      </div>
      <h1 className="text-3xl leading-tight font-extrabold tracking-tight sm:text-4xl">
        The question bank built by GPEP1 registrars, for GPEP1 registrars.
      </h1>
      <p className="text-lg text-muted">
        Answer quick MCQs between patients, read the why behind every answer, write questions for
        your classmates, and fill honey pots for your region.
      </p>
    </div>
  );
}

const reasons = [
  {
    icon: MessageCircleQuestion,
    title: 'Answer Questions',
    text: 'Quick 10s and topic quizzes with explanations and references you can trust.',
  },
  {
    icon: PenLine,
    title: 'Write Questions',
    text: 'Turn today’s clinic into tomorrow’s MCQ and earn 5 nectar for each one.',
  },
  {
    icon: Share2,
    title: 'Share',
    text: 'Send a question or a whole quiz to your class with one link.',
  },
];

/** The "Why join us" trio. */
export function WhyJoinUs() {
  return (
    <section aria-labelledby="why-join-us" className="flex flex-col gap-3">
      <h2 id="why-join-us" className="text-xl font-bold">
        Why join us
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {reasons.map(({ icon, title, text }) => (
          <li key={title} className="flex gap-3 rounded-2xl bg-white/70 p-4 sm:flex-col">
            <IconPoint icon={icon} hexClassName="size-11 bg-honey-500" title={title} text={text} />
          </li>
        ))}
      </ul>
    </section>
  );
}
