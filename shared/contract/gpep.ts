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

/** 20 consecutive years starting at 2025; 2025 is the default. */
export const firstGpepYear = 2025;
export const gpepYears: readonly number[] = Array.from({ length: 20 }, (_, i) => firstGpepYear + i);
/** @alias of `firstGpepYear`: the first year is the default */
export const defaultGpepYear = firstGpepYear;
