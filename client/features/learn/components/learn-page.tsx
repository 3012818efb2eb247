import type { Profile } from '#shared/contract/profile.ts';
import { HoneyMeter } from '#client/components/honey-meter.tsx';
import { Card } from '#client/components/ui/card.tsx';

/** /learn and /: the dashboard. Greeting with name, class and year, and the nectar meter. */
export function LearnPage({ profile }: { profile: Profile }) {
  const firstName = profile.name.split(' ')[0] ?? profile.name;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6">
      <div>
        <p className="text-sm font-semibold text-honey-700">
          {profile.gpepClass} · GPEP1 {profile.gpepYear}
        </p>
        <h1 className="text-3xl font-extrabold tracking-tight">Kia ora, {firstName}!</h1>
        <p className="mt-1 text-muted">Welcome back to the hive, {profile.name}.</p>
      </div>
      <Card>
        <h2 className="mb-4 text-lg font-bold">Your nectar</h2>
        <HoneyMeter points={profile.points} />
      </Card>
    </div>
  );
}
