// A long press by touch (ADR 079): held about half a second without moving, it calls back, and
// the tap that would follow its release is swallowed, so that the press does not also choose.
// Mouse and pen keep their clicks; the keyboard has its own keys.
import { useEffect, useRef, type MouseEvent, type PointerEvent } from 'react';

const longPressMs = 500;
/** how far a finger may drift (px) and still be pressing, not scrolling */
const slop = 10;

export function useLongPress(onLongPress: (() => void) | undefined) {
  const timer = useRef<number | undefined>(undefined);
  const start = useRef<{ x: number; y: number } | null>(null);
  const fired = useRef(false);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  if (!onLongPress) return {};

  const cancel = () => {
    window.clearTimeout(timer.current);
    start.current = null;
  };
  return {
    onPointerDown: (event: PointerEvent) => {
      fired.current = false;
      if (event.pointerType !== 'touch') return;
      start.current = { x: event.clientX, y: event.clientY };
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        start.current = null;
        fired.current = true;
        onLongPress();
      }, longPressMs);
    },
    onPointerMove: (event: PointerEvent) => {
      const from = start.current;
      if (from && Math.hypot(event.clientX - from.x, event.clientY - from.y) > slop) cancel();
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onPointerLeave: cancel,
    onClickCapture: (event: MouseEvent) => {
      if (!fired.current) return;
      fired.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
    // a held finger opens the browser's menu on some phones: the press is ours
    onContextMenu: (event: MouseEvent) => {
      if (start.current || fired.current) event.preventDefault();
    },
  };
}
