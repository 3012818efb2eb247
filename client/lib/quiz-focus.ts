// Whether the reader is in the middle of a quiz [product#bottom-bar]: /answer, a shared quiz
// (/take-quiz/{code}) or a running mock exam, which says so itself (useQuizFocusClaim) since /exam
// is also its setup page. Then the bottom bar goes and the header steps back: Exit is the way out.
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { paths, patterns } from './paths.ts';

let claims = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Marks the reader as in a quiz while the calling component is mounted. */
export function useQuizFocusClaim() {
  useEffect(() => {
    claims += 1;
    emit();
    return () => {
      claims -= 1;
      emit();
    };
  }, []);
}

export function useQuizFocus(): boolean {
  const { pathname } = useLocation();
  const claimed = useSyncExternalStore(
    subscribe,
    () => claims > 0,
    () => false,
  );
  return claimed || pathname === paths.answer || pathname.startsWith(patterns.takeQuizPrefix);
}
