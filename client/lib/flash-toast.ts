// A success toast that survives a full page load. Onboarding and a profile save end with one
// [product#learning-screens, #side-effects]; a toast raised just before it would vanish before
// anyone could read it.
import { toast } from 'sonner';
import { storageKeys } from './storage-keys.ts';

/** Shows `message` as a success toast on the page that loads next. */
export function toastAfterReload(message: string) {
  try {
    sessionStorage.setItem(storageKeys.flashToast, message);
  } catch {
    toast.success(message); // storage blocked: show it now, at least briefly
  }
}

/** At start-up: show the toast a previous page left for us (sonner queues it until mounted). */
export function showFlashToast() {
  let message: string | null;
  try {
    message = sessionStorage.getItem(storageKeys.flashToast);
    sessionStorage.removeItem(storageKeys.flashToast);
  } catch {
    return;
  }
  if (message) toast.success(message);
}
