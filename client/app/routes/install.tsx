// /install [product#install, #install-flow]: in the installed app, an "already installed" state;
// otherwise what installing gives, the browser's own Install button when it offers one, and the
// manual steps for iPhone/iPad Safari and Android Chrome. Accepting the browser's prompt counts as
// installed.
import { useState } from 'react';
import { Link } from 'react-router';
import {
  CircleCheck,
  Download,
  EllipsisVertical,
  Maximize,
  Share,
  Smartphone,
  SquarePlus,
  WifiOff,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { BeeMark } from '#client/components/layout/bee-mark.tsx';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { cn } from '#client/lib/cn.ts';
import { isStandalone, promptInstall, useCanInstall } from '#client/lib/install-prompt.ts';
import { paths } from '#client/lib/paths.ts';

const benefits: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: WifiOff,
    title: 'Works offline',
    text: 'Hive opens even without a signal; answering and saving wait for the connection.',
  },
  {
    icon: Smartphone,
    title: 'Home-screen access',
    text: 'One tap from your home screen, next to your other apps.',
  },
  {
    icon: Maximize,
    title: 'Full-screen',
    text: 'No browser bars: more room for the question in front of you.',
  },
  {
    icon: Zap,
    title: 'Faster loading',
    text: 'The app is stored on your device, so it starts in a blink.',
  },
];

const isAppleMobile = () =>
  /iphone|ipad|ipod/i.test(navigator.userAgent) ||
  // iPadOS presents itself as a Mac with a touch screen.
  (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);

export function InstallPage() {
  const [installed, setInstalled] = useState(isStandalone);
  const canInstall = useCanInstall();
  const [prompting, setPrompting] = useState(false);

  const install = async () => {
    setPrompting(true);
    try {
      if ((await promptInstall()) === 'accepted') setInstalled(true);
    } finally {
      setPrompting(false);
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-6">
      <div className="flex flex-col items-center gap-3 pt-2 text-center">
        <BeeMark className="size-20" />
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight">Install Hive</h1>
          <p className="mt-1 text-muted">
            Keep the hive on your phone and open it like any other app.
          </p>
        </div>
      </div>

      {installed ? (
        <Card className="flex flex-col items-center gap-3 border-ok/30 bg-ok-soft/60 text-center">
          <span className="hex flex size-14 items-center justify-center bg-ok text-cream">
            <CircleCheck className="size-7" aria-hidden />
          </span>
          <h2 className="text-xl font-bold">Hive is installed</h2>
          <p className="max-w-sm text-muted">
            You're all set. Open Hive from your home screen any time, even between patients.
          </p>
          <Link to={paths.learn} className={buttonClasses('primary', 'lg')}>
            Continue Learning
          </Link>
        </Card>
      ) : (
        <>
          <Card className="flex flex-col gap-4">
            <h2 className="text-lg font-bold">Why install?</h2>
            <ul className="grid gap-4 sm:grid-cols-2">
              {benefits.map(({ icon: Icon, title, text }) => (
                <li key={title} className="flex items-start gap-3">
                  <span className="hex flex size-10 shrink-0 items-center justify-center bg-honey-100 text-honey-700">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <div>
                    <h3 className="font-semibold">{title}</h3>
                    <p className="text-sm text-muted">{text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </Card>

          {canInstall ? (
            <Card className="flex flex-col items-center gap-3 border-honey-300 bg-honey-100/60 text-center">
              <p className="max-w-sm">
                Your browser can install Hive right now. It takes a second and uses little space.
              </p>
              <Button size="lg" onClick={() => void install()} disabled={prompting}>
                <Download className="size-5" aria-hidden />
                Install
              </Button>
            </Card>
          ) : (
            <ManualSteps />
          )}

          <Link to={paths.learn} className={cn(buttonClasses('ghost', 'lg'), 'self-center')}>
            Continue in Browser
          </Link>
        </>
      )}
    </div>
  );
}

function ManualSteps() {
  const apple = (
    <StepsCard
      key="apple"
      title="iPhone or iPad (Safari)"
      steps={[
        <>
          Tap the <strong>Share</strong> button <InlineIcon icon={Share} /> in Safari's toolbar.
        </>,
        <>
          Scroll down and tap <strong>Add to Home Screen</strong> <InlineIcon icon={SquarePlus} />.
        </>,
        <>
          Tap <strong>Add</strong>. Hive appears on your home screen.
        </>,
      ]}
    />
  );
  const android = (
    <StepsCard
      key="android"
      title="Android (Chrome)"
      steps={[
        <>
          Tap the <strong>menu</strong> button <InlineIcon icon={EllipsisVertical} /> at the top
          right.
        </>,
        <>
          Tap <strong>Install app</strong> (or <strong>Add to Home screen</strong>).
        </>,
        <>
          Tap <strong>Install</strong> to confirm.
        </>,
      ]}
    />
  );
  return (
    <section aria-labelledby="install-steps" className="flex flex-col gap-3">
      <h2 id="install-steps" className="text-lg font-bold">
        Add Hive to your home screen
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        {isAppleMobile() ? [apple, android] : [android, apple]}
      </div>
    </section>
  );
}

function InlineIcon({ icon: Icon }: { icon: LucideIcon }) {
  return <Icon className="inline size-4 -translate-y-px align-middle text-honey-700" aria-hidden />;
}

function StepsCard({ title, steps }: { title: string; steps: ReactNode[] }) {
  return (
    <Card className="flex flex-col gap-3 p-4">
      <h3 className="font-bold">{title}</h3>
      <ol className="flex flex-col gap-2.5">
        {steps.map((step, i) => (
          <li key={i} className="flex items-start gap-3 text-sm">
            <span
              aria-hidden
              className="hex tabular flex size-7 shrink-0 items-center justify-center bg-honey-500 text-xs font-extrabold"
            >
              {i + 1}
            </span>
            <span className="pt-1">{step}</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
