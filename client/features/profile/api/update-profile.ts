import { useMutation } from '@tanstack/react-query';
import type { Profile, ProfileUpdateInput } from '#shared/contract/profile.ts';
import { api } from '#client/lib/api-client.ts';

const updateProfile = (input: ProfileUpdateInput) =>
  api<Profile>('/api/profile', { method: 'PUT', body: input });

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
