import { useEffect } from 'react';
import { toast } from 'sonner';

/**
 * Shows `message` as an error toast each time a load fails (the spec's "Failed to load ..."
 * toasts [product#learning-messages]). The toast id is the message, so a retry that fails again
 * replaces it rather than stacking a second one.
 */
export function useErrorToast(failedAt: number, isError: boolean, message: string) {
  useEffect(() => {
    if (isError) toast.error(message, { id: message });
  }, [failedAt, isError, message]);
}
