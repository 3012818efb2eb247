// The rules of the shared Zod contracts, for the readers that parse a response without Zod: the
// reads of a page's first seconds, where building Zod's schemas (and loading its 25 KiB) delayed
// the largest paint (issue 11, ADR 044). Each reader's property test holds it to the schema it
// replaces. A rule throws, and `reading` turns that into undefined: a value is read whole or not.

const offContract = new Error('off the contract');
export const fail = (): never => {
  throw offContract;
};

/** The value `read` makes of `json`, or undefined when a rule refused it. */
export function reading<T>(json: unknown, read: (json: unknown) => T): T | undefined {
  try {
    return read(json);
  } catch (error) {
    if (error === offContract) return undefined;
    throw error;
  }
}

/** z.object()'s input: any object but an array (its known keys are read, the rest dropped). */
export const object = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : fail();
export const string = (value: unknown): string => (typeof value === 'string' ? value : fail());
export const boolean = (value: unknown): boolean => (typeof value === 'boolean' ? value : fail());
/** z.number().int(): a safe integer. */
export const int = (value: unknown): number =>
  Number.isSafeInteger(value) ? (value as number) : fail();
export const nullable = <T>(value: unknown, read: (value: unknown) => T): T | null =>
  value === null ? null : read(value);

export function array<T>(value: unknown, read: (value: unknown) => T): T[] {
  if (!Array.isArray(value)) return fail();
  const items: T[] = [];
  for (const item of value as unknown[]) items.push(read(item));
  return items;
}

export const matching = (pattern: RegExp) => (value: unknown) =>
  pattern.test(string(value)) ? (value as string) : fail();
/** Zod's z.uuid(): RFC 9562 versions 1-8 and variant 10xx, or the nil and max UUIDs. */
export const uuid = matching(
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/,
);
