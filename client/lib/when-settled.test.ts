import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenSettled } from './when-settled.ts';

describe('whenSettled', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for a second without reads in flight', () => {
    let busy = true;
    const run = vi.fn();
    whenSettled(() => busy, run);
    vi.advanceTimersByTime(3000);
    expect(run).not.toHaveBeenCalled();
    busy = false;
    vi.advanceTimersByTime(500);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(20_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('starts counting again when a read starts', () => {
    // one answer per check, every 500 ms: quiet, busy, quiet, quiet
    const busy = [false, true, false, false];
    let check = 0;
    const run = vi.fn();
    whenSettled(() => busy[check++] ?? false, run);
    vi.advanceTimersByTime(1500);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs 10 s after load at the latest, however busy', () => {
    const run = vi.fn();
    whenSettled(() => true, run);
    vi.advanceTimersByTime(9500);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event', () => {
    const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const run = vi.fn();
    whenSettled(() => false, run);
    vi.advanceTimersByTime(5000);
    expect(run).not.toHaveBeenCalled();
    state.mockRestore();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
