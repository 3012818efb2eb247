// Dialogs whose code (Radix's dialog with its focus trap and scroll lock) loads
// when they first open, for screens that may never show one: the quiz runner's confirmations and
// a question's image zoom stay out of /answer's and /exam's first script (ADR 061).
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { DialogProps } from './dialog.tsx';

const loadDialog = () => import('./dialog.tsx');
const Dialog = lazy(() => loadDialog().then((m) => ({ default: m.Dialog })));

/**
 * Fetches the dialog's code ahead of its first opening, e.g. once the page has settled. A failed
 * load is tried again on opening.
 */
export const preloadDialog = () => void loadDialog().catch(() => {});

/** dialog.tsx's Dialog, loaded when first opened. */
export function LazyDialog(props: DialogProps) {
  return (
    <OnceOpened open={props.open}>
      <Dialog {...props} />
    </OnceOpened>
  );
}

/**
 * Its children (a lazy dialog) from the first opening on, and kept mounted once closed, so that
 * closing plays out as the dialog's own. Nothing shows while the code loads.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);
  return open || opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
