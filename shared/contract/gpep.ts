// The GPEP1 classes (regions) and years offered at onboarding and in Profile Settings.

export const gpepClasses = [
  'Northland',
  'Auckland',
  'Waikato/Bay of Plenty',
  'Tairāwhiti',
  'Taranaki',
  "Hawke's Bay",
  'Whanganui',
  'Manawatū',
  'Wellington',
  'Nelson/Marlborough',
  'Canterbury',
  'Otago',
  'Southland',
] as const;

export type GpepClass = (typeof gpepClasses)[number];

/** 20 consecutive years starting at 2025. */
export const firstGpepYear = 2025;
export const gpepYears: readonly number[] = Array.from({ length: 20 }, (_, i) => firstGpepYear + i);

const nzYear = new Intl.DateTimeFormat('en-NZ', { timeZone: 'Pacific/Auckland', year: 'numeric' });

/**
 * The year onboarding offers first: the current training year, which is the calendar year in New
 * Zealand (Pacific/Auckland), within the years offered [product#onboarding].
 */
export function defaultGpepYear(now: Date = new Date()): number {
  const year = Number(nzYear.format(now));
  return Math.min(Math.max(year, firstGpepYear), gpepYears.at(-1)!);
}
