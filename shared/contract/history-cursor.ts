// The answer histories' page cursor (?before=): "<UTC time with microseconds>_<uuid>" of the last
// item of the previous page. It reaches PostgreSQL's ::timestamptz and ::uuid casts, which fail
// the query (a 500) on anything they cannot read, Feb 30 included: so only a real instant passes.
import { z } from 'zod';

export interface HistoryCursor {
  /** ISO 8601 UTC, up to microseconds: PostgreSQL's precision, which a JS Date would lose */
  at: string;
  id: string;
}

const invalidCursorMessage = 'Invalid cursor';

const cursorPattern =
  /^(?<at>(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})T(?<hour>\d{2}):(?<minute>\d{2}):(?<second>\d{2})(?:\.\d{1,6})?Z)_(?<id>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The cursor's instant and id, or null unless it names a real date and time (year 1 to 9999). */
export function parseHistoryCursor(text: string): HistoryCursor | null {
  const parts = cursorPattern.exec(text)?.groups;
  if (!parts) return null;
  const n = (name: string) => Number(parts[name]);
  const year = n('year');
  const month = n('month');
  const real =
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    n('day') >= 1 &&
    n('day') <= daysInMonth(year, month) &&
    n('hour') <= 23 &&
    n('minute') <= 59 &&
    n('second') <= 59;
  return real ? { at: parts.at!, id: parts.id! } : null;
}

export const historyCursorSchema = z
  .string({ error: invalidCursorMessage })
  .max(100, { error: invalidCursorMessage })
  .transform((text, ctx) => {
    const cursor = parseHistoryCursor(text);
    if (cursor) return cursor;
    ctx.issues.push({ code: 'custom', message: invalidCursorMessage, input: text });
    return z.NEVER;
  });
