// A value that follows its source once the source has been still for `ms`: help that reacts to
// typing (writing tips, similar questions) waits for a pause instead of flickering per keystroke.
import { useEffect, useState } from 'react';

export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
