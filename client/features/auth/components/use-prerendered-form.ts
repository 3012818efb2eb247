import { useEffect, useRef, useState } from 'react';

/**
 * For a form that the server's HTML already holds (the Login form of the prerendered /auth,
 * ADR 051), from the first paint until the script takes the page over (hydrates it):
 * - its submit button is a plain button until then, so a tap does nothing rather than submit the
 *   form natively (a reload of /auth that drops what was typed; the inputs have no names);
 * - what was typed or autofilled meanwhile is in the inputs but not in the form's state: once
 *   taken over, each filled input's value goes to the setter named by its autocomplete token.
 *   React keeps what a taken-over input holds and counts it as already seen, so an `input` event
 *   would not reach onChange, and the next render would empty the input.
 * Mounted in the browser (every other page, a tab opened later), it is live at once.
 */
export function usePrerenderedForm(adopt: Record<string, (value: string) => void>) {
  const ref = useRef<HTMLFormElement>(null);
  const adoptOnce = useRef(adopt);
  const [live, setLive] = useState(false);
  useEffect(() => {
    setLive(true);
    for (const input of ref.current?.querySelectorAll('input') ?? []) {
      if (input.value !== '') adoptOnce.current[input.autocomplete]?.(input.value);
    }
  }, []);
  return { ref, submitType: live ? 'submit' : 'button' } as const;
}
