import { useMutation } from '@tanstack/react-query';
import type { Profile } from '#shared/contract/profile.ts';
import { api } from '#client/lib/api-client.ts';
import { setSessionProfile } from '#client/lib/session.ts';

function uploadAvatar(file: File) {
  const formData = new FormData();
  formData.append('file', file);
  return api<Profile>('/api/profile/avatar', { formData });
}

export function useUploadAvatar() {
  return useMutation({ mutationFn: uploadAvatar, onSuccess: setSessionProfile });
}
