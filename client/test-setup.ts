// The client tests' Preact (ADR 049). Preact runs effects (useEffect, and so the subscriptions of
// useSyncExternalStore behind React Query's hooks) after the next frame; jsdom paints no frames,
// so Preact falls back to a 35 ms timer, and a test's click right after a render would come before
// the component listens (a mutation's own onSuccess then never runs). A browser runs them at the
// next frame, before a person can click; here they run as soon as the render is done.
import { options } from 'preact';

options.requestAnimationFrame = queueMicrotask;
