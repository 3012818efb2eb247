import { useMemo, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { defaultGpepYear } from '#shared/contract/gpep.ts';
import { onboardingSchema, profileMessages } from '#shared/contract/profile.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { firstIssue } from '#client/lib/first-issue.ts';
import { toastAfterReload } from '#client/lib/flash-toast.ts';
import { friendlyMessage } from '#client/lib/friendly-error.ts';
import { useSession } from '#client/lib/session.ts';
import { useClassSizes } from '../api/class-sizes.ts';
import { useCompleteOnboarding } from '../api/complete-onboarding.ts';
import { ClassPicker, YearSelect } from './class-picker.tsx';
import { paths } from '#client/lib/paths.ts';

/**
 * /onboarding: choose a year (the current training year first) and a class, each with how many
 * trainees it has that year, then a full page load of /learn [product#onboarding].
 */
export function OnboardingPage() {
  const session = useSession();
  const [gpepClass, setGpepClass] = useState('');
  const [gpepYear, setGpepYear] = useState(() => defaultGpepYear());
  const counts = useClassSizes(gpepYear);
  // the last year's figures stay in the query while the new year's load: never shown as this year's
  const shown = counts.isPlaceholderData ? undefined : counts.data;
  const sizes = useMemo(
    () => (shown ? new Map(shown.classes.map((c) => [c.gpepClass, c.trainees])) : undefined),
    [shown],
  );
  const complete = useCompleteOnboarding();
  const name = session.data?.profile?.name ?? session.data?.user?.name ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!session.data?.user) return void toast.error(profileMessages.noUser);
    const parsed = onboardingSchema.safeParse({ gpepClass: gpepClass || undefined, gpepYear });
    if (!parsed.success) return void toast.error(firstIssue(parsed.error));
    complete.mutate(parsed.data, {
      onSuccess: () => {
        toastAfterReload('Profile completed!');
        window.location.assign(paths.learn);
      },
      onError: (error) => toast.error(friendlyMessage(error)),
    });
  };

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-5 px-4 py-8">
      <div>
        <p className="font-semibold text-honey-700">
          Welcome to the hive{name ? `, ${name.split(' ')[0]}` : ''}!
        </p>
        <h1 className="text-3xl font-extrabold tracking-tight">Which class are you in?</h1>
        <p className="mt-1 text-muted">
          Your nectar counts for your class and region. You can change this later.
        </p>
      </div>
      <Card>
        <form onSubmit={submit} noValidate className="flex flex-col gap-5">
          {/* the year first: the classes' counts are that year's */}
          <YearSelect value={gpepYear} onChange={setGpepYear} />
          <ClassPicker value={gpepClass} onChange={setGpepClass} sizes={sizes} />
          {/* held at the bottom of a phone's screen while the classes scroll: one tap, no hunt */}
          <Button
            type="submit"
            size="lg"
            disabled={complete.isPending || complete.isSuccess}
            className="sticky bottom-3 z-10 shadow-[var(--shadow-card)]"
          >
            {complete.isPending ? 'Saving...' : 'Complete Profile'}
          </Button>
        </form>
      </Card>
    </div>
  );
}
