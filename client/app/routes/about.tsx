// /about [product#about]: the creator's story, that Hive is in beta and gamifies learning with
// friendly competition, a feedback button that opens mail, and a thank-you card.
import { Link } from 'react-router';
import { Heart, Mail, MessageSquareHeart, PenLine, Sparkles, Trophy, Users } from 'lucide-react';
import { BeeMark } from '#client/components/layout/bee-mark.tsx';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { IconPoint } from '#client/components/ui/icon-point.tsx';
import { cn } from '#client/lib/cn.ts';
import { paths } from '#client/lib/paths.ts';

const feedbackAddress = 'feedback@hive.nz';
const feedbackHref = `mailto:${feedbackAddress}?subject=${encodeURIComponent('Hive feedback')}`;

const ideas = [
  {
    icon: PenLine,
    title: 'Written by trainees',
    text: 'Every question comes from someone in the same training year, often from a patient they saw that week.',
  },
  {
    icon: Trophy,
    title: 'Friendly competition',
    text: 'Nectar for writing and answering, honey pots to fill and a class leaderboard, to make a little study feel like a game.',
  },
  {
    icon: Users,
    title: 'Better together',
    text: 'Share a question or a whole quiz with one link, and see your class move up together.',
  },
];

export function AboutPage() {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-6">
      <div className="flex flex-col items-center gap-3 pt-2 text-center">
        <BeeMark className="size-16" />
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight">About Hive</h1>
          <p className="mt-1 text-muted">A question bank built by a GP trainee, for GP trainees.</p>
        </div>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-honey-500 px-3 py-1 text-sm font-bold">
          <Sparkles className="size-4" aria-hidden />
          Beta
        </span>
      </div>

      <Card className="flex flex-col gap-4">
        <h2 className="text-xl font-bold">Why I built Hive</h2>
        <div className="flex flex-col gap-3 leading-relaxed">
          <p>
            Kia ora. I started Hive in my first year of general practice training. Like most GPEP1
            registrars I was studying for exams in the gaps: after clinic, between on-call weekends,
            on the couch with a textbook I was too tired to read.
          </p>
          <p>
            What actually stuck were the evenings with our small study group. Each of us brought one
            question from a patient we had seen that week, and we quizzed each other over cups of
            tea. A question written by a colleague, about a real consult, was far easier to remember
            than anything I had read alone.
          </p>
          <p>
            Not everyone has a group like that down the road, so I wanted to put one in everyone's
            pocket. Hive is my attempt: a shared bank where trainees write questions for each other,
            share them with one link and keep each other going.
          </p>
          <p>
            Hive is in beta. The aim is to gamify learning with friendly competition: nectar for
            writing and answering questions, honey pots to fill, and a class leaderboard that turns
            revision into something you might look forward to. It is still early, some things will
            change, and a few may break along the way.
          </p>
        </div>
        <p className="rounded-xl bg-cream p-3 text-sm text-muted">
          Questions are written by trainees for study, and anyone who answers one can flag it. They
          are not clinical guidance: always read the reference, and flag anything that looks wrong.
        </p>
      </Card>

      <ul className="grid gap-3 sm:grid-cols-3">
        {ideas.map(({ icon, title, text }) => (
          <li key={title}>
            <Card className="flex h-full items-start gap-3 p-4 sm:flex-col sm:gap-2">
              <IconPoint
                icon={icon}
                hexClassName="size-10 bg-honey-100 text-honey-700"
                title={title}
                text={text}
              />
            </Card>
          </li>
        ))}
      </ul>

      <Card className="flex flex-col gap-3 border-honey-300 bg-honey-100/60">
        <div className="flex items-start gap-3">
          <span className="hex flex size-11 shrink-0 items-center justify-center bg-honey-500">
            <MessageSquareHeart className="size-5" aria-hidden />
          </span>
          <div>
            <h2 className="text-lg font-bold">Tell me what you think</h2>
            <p className="text-sm text-muted">
              A confusing screen, a question that needs fixing, an idea for the next feature: every
              message is read, and the beta is shaped by them.
            </p>
          </div>
        </div>
        <a href={feedbackHref} className={cn(buttonClasses('dark', 'lg'), 'self-start')}>
          <Mail className="size-5" aria-hidden />
          Send Feedback
        </a>
        <p className="text-xs text-muted">
          Opens your mail app, addressed to <span className="font-semibold">{feedbackAddress}</span>
          .
        </p>
      </Card>

      <Card className="relative flex flex-col items-center gap-3 overflow-hidden text-center">
        <div aria-hidden className="honeycomb absolute inset-0 opacity-70" />
        <span className="hex relative flex size-14 items-center justify-center bg-honey-500">
          <Heart className="size-6" aria-hidden />
        </span>
        <h2 className="relative text-xl font-bold">Thank you</h2>
        <p className="relative max-w-md text-muted">
          To everyone who has written a question, answered one, flagged a mistake or sent a note:
          thank you. Every question you add makes the hive a little richer for the next trainee.
        </p>
        <Link to={paths.learn} className={cn(buttonClasses('primary'), 'relative')}>
          Back to Learn
        </Link>
      </Card>
    </div>
  );
}
