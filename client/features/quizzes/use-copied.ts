import { useEffect, useRef, useState } from 'react';

/**
 * A copy button's "Copied" state: true for 2 seconds after flash()
 * [product#authoring-screens, #constants].
 */
export function useCopied(ms = 2000) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const flash = () => {
    window.clearTimeout(timer.current);
    setCopied(true);
    timer.current = window.setTimeout(() => setCopied(false), ms);
  };
  return { copied, flash };
}
