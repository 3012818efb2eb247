import { useMutation } from '@tanstack/react-query';
import type { OnboardingInput, Profile } from '#shared/contract/profile.ts';
import { api } from '#client/lib/api-client.ts';

const completeOnboarding = (input: OnboardingInput) =>
  api<Profile>('/api/profile/onboarding', { body: input });

export function useCompleteOnboarding() {
  return useMutation({ mutationFn: completeOnboarding });
}
