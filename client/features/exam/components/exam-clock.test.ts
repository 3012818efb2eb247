// The exam countdown's arithmetic (ADR 036): the server's clock read through the device's, the
// timer's mm:ss and h:mm:ss, and the two spoken warnings.
import { describe, expect, it } from 'vitest';
import { announcementFor, clockOffset, formatClock, secondsShown, timeLeft } from './exam-clock.ts';

const serverNow = '2026-11-24T10:00:00.000Z';
const deadline = '2026-11-24T10:24:00.000Z';

describe('the time left, on the server’s clock', () => {
  it('is the deadline minus the server’s now when the device agrees with the server', () => {
    const device = Date.parse(serverNow);
    const offset = clockOffset(serverNow, device);
    expect(offset).toBe(0);
    expect(timeLeft(deadline, offset, device)).toBe(24 * 60_000);
  });

  it('corrects a device clock that runs 3 minutes slow or 2 minutes fast', () => {
    const slow = Date.parse(serverNow) - 3 * 60_000;
    expect(clockOffset(serverNow, slow)).toBe(3 * 60_000);
    // ten seconds later on the device: ten seconds less on the server
    expect(timeLeft(deadline, clockOffset(serverNow, slow), slow + 10_000)).toBe(
      24 * 60_000 - 10_000,
    );
    const fast = Date.parse(serverNow) + 2 * 60_000;
    expect(timeLeft(deadline, clockOffset(serverNow, fast), fast)).toBe(24 * 60_000);
  });

  it('never goes below zero after the deadline', () => {
    const late = Date.parse(deadline) + 5_000;
    expect(timeLeft(deadline, 0, late)).toBe(0);
  });

  it('shows a second until it has fully passed', () => {
    expect(secondsShown(59_001)).toBe(60);
    expect(secondsShown(60_000)).toBe(60);
    expect(secondsShown(1)).toBe(1);
    expect(secondsShown(0)).toBe(0);
  });
});

describe('formatClock', () => {
  it('shows minutes and seconds under an hour', () => {
    expect(formatClock(24 * 60)).toBe('24:00');
    expect(formatClock(65)).toBe('01:05');
    expect(formatClock(9)).toBe('00:09');
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(-3)).toBe('00:00');
  });

  it('shows hours from an hour up', () => {
    expect(formatClock(3600)).toBe('1:00:00');
    expect(formatClock(2 * 3600 - 1)).toBe('1:59:59');
    expect(formatClock(100 * 72)).toBe('2:00:00');
  });
});

describe('announcementFor', () => {
  it('is silent above 5 minutes and at zero', () => {
    expect(announcementFor(301)).toBeNull();
    expect(announcementFor(24 * 60)).toBeNull();
    expect(announcementFor(0)).toBeNull();
  });

  it('says 5 minutes from 5 minutes down, then 1 minute from 1 minute down', () => {
    expect(announcementFor(300)).toBe('5 minutes left');
    expect(announcementFor(61)).toBe('5 minutes left');
    expect(announcementFor(60)).toBe('1 minute left');
    expect(announcementFor(1)).toBe('1 minute left');
  });
});
