import { useMutation } from '@tanstack/react-query';
import type { UploadedImage } from '#shared/contract/images.ts';
import { api } from '#client/lib/api-client.ts';

/** POST /api/images: stores a picture for a question (re-encoded by the server, ADR 040). */
function uploadImage(file: File) {
  const formData = new FormData();
  formData.append('file', file);
  return api<UploadedImage>('/api/images', { formData });
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
