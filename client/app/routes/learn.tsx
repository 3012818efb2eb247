import { LearnPage } from './learn-page.tsx';
import { PageLoading } from '#client/components/ui/spinner.tsx';
import { useSession } from '#client/lib/session.ts';

export function LearnRoute() {
  const { data } = useSession();
  if (!data?.profile) return <PageLoading />;
  return <LearnPage profile={data.profile} />;
}
