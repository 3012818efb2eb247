import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { defaultGpepYear } from '#shared/contract/gpep.ts';
import { onboardingSchema, profileMessages } from '#shared/contract/profile.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { firstIssue } from '#client/lib/first-issue.ts';
import { toastAfterReload } from '#client/lib/flash-toast.ts';
import { friendlyMessage } from '#client/lib/friendly-error.ts';
import { useSession } from '#client/lib/session.ts';
import { useCompleteOnboarding } from '../api/complete-onboarding.ts';
import { ClassPicker, YearSelect } from './class-picker.tsx';
import { paths } from '#client/lib/paths.ts';

/** /onboarding: choose a class and a year, then a full page load of /learn [product#onboarding]. */
export function OnboardingPage() {
  const session = useSession();
  const [gpepClass, setGpepClass] = useState('');
  const [gpepYear, setGpepYear] = useState(defaultGpepYear);
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
          <ClassPicker value={gpepClass} onChange={setGpepClass} />
          <YearSelect value={gpepYear} onChange={setGpepYear} />
          <Button type="submit" size="lg" disabled={complete.isPending || complete.isSuccess}>
            {complete.isPending ? 'Saving...' : 'Complete Profile'}
          </Button>
        </form>
      </Card>
    </div>
  );
}
