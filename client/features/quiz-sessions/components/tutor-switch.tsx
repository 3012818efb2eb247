// Tutor mode for the quiz about to start (ADR 075, [product#tutor-mode]): on by default when the
// trainee's profile says so (a visitor's is off). The choice goes with the start.
import { useState } from 'react';
import { Switch } from '#client/components/ui/switch.tsx';
import { useSession } from '#client/lib/session.ts';

const tutorLabel = 'Tutor mode: see the answer after each question';

/** The switch's state, starting from the profile's setting. */
export function useTutorChoice(): [boolean, (tutor: boolean) => void] {
  const profileDefault = useSession().data?.profile?.tutorMode ?? false;
  const [chosen, setChosen] = useState<boolean | null>(null);
  return [chosen ?? profileDefault, setChosen];
}

export function TutorSwitch({
  tutor,
  onChange,
}: {
  tutor: boolean;
  onChange: (tutor: boolean) => void;
}) {
  return (
    <Switch
      label={tutorLabel}
      hint="Check each answer as you go; the explanation shows at once and the answer is fixed."
      checked={tutor}
      onChange={onChange}
      className="rounded-2xl border border-line bg-white px-4 py-2 shadow-[var(--shadow-card)]"
    />
  );
}
