// The Download buttons' shared action: keep a quiz on the device, with the toasts it ends in.
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { friendlyMessage } from '#client/lib/friendly-error.ts';
import { downloadQuiz, type DownloadRequest } from './downloads.ts';

export function useKeepOffline(userId: string) {
  return useMutation({
    mutationFn: (request: DownloadRequest) => downloadQuiz(userId, request),
    onSuccess: (outcome, request) => {
      if (outcome === 'kept') toast.success('Kept on this device for offline study');
      else if (request.kind === 'due') toast.error('Nothing is due for review');
      else toast.error('No new questions to keep in this topic');
    },
    onError: (error) => toast.error(friendlyMessage(error)),
  });
}
