// fast-check values near a contract, for the property tests that hold the Zod-free readers
// (json-reading.ts) to the schemas they replace: most fields valid, a few breaking one rule, so
// that a good share of whole values pass and each rule is hit on its own. Tests only.
import fc from 'fast-check';
import type { z } from 'zod';

/** What the schema makes of `json`, or undefined where it refuses it: what a reader must return. */
export const schemaReading =
  <T>(schema: z.ZodType<T>) =>
  (json: unknown): T | undefined => {
    const parsed = schema.safeParse(json);
    return parsed.success ? parsed.data : undefined;
  };

/** Any JSON value, and values JSON cannot send but a rule must still refuse. */
export const junk = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(null, undefined, 1.5, -0, NaN, Infinity, Number.MAX_SAFE_INTEGER + 1),
  fc.constantFrom('', 'x', [], {}),
);
/** valid values, and now and then junk */
export const near = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 100, arbitrary: valid }, { weight: 1, arbitrary: junk });
/** valid values, or now and then a near miss of the same kind */
export const mostly = <T, U>(valid: fc.Arbitrary<T>, miss: fc.Arbitrary<U>) =>
  near(fc.oneof({ weight: 10, arbitrary: valid }, { weight: 1, arbitrary: miss }));
export const nullableNear = <T>(valid: fc.Arbitrary<T>) =>
  near(fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: fc.constant(null) }));

/** z.number().int()'s edges: unsafe integers, a fraction, -0 */
export const int = mostly(
  fc.integer(),
  fc.constantFrom(
    Number.MAX_SAFE_INTEGER,
    -Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 1,
    2 ** 60,
    0.5,
    -0,
  ),
);
export const string = near(fc.string({ maxLength: 8 }));
/** z.boolean(): and the values a loose reading would take for one */
export const boolean = mostly(fc.boolean(), fc.constantFrom(0, 1, 'true', 'false', null));

const hex = (n: number) => `[0-9a-fA-F]{${n}}`;
/** any 8-4-4-4-12 hex string (every version and variant digit, either case), the nil and max
 * UUIDs, and a few that are almost one */
export const uuid = near(
  fc.oneof(
    { weight: 30, arbitrary: fc.uuid() },
    {
      weight: 3,
      arbitrary: fc.stringMatching(
        new RegExp(`^${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}$`),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '00000000-0000-0000-0000-000000000000',
        'ffffffff-ffff-ffff-ffff-ffffffffffff',
        '6F1C2A55-0B7E-4C1F-9A51-3D2B8E4F7A10',
        '6f1c2a55-0b7e-4c1f-9a51-3d2b8e4f7a1',
        ' 6f1c2a55-0b7e-4c1f-9a51-3d2b8e4f7a10',
      ),
    },
  ),
);

export const extra = { extra: fc.jsonValue({ maxDepth: 1 }) };
/** the model's keys all present, and now and then a key the contract does not know */
export const record = (model: Record<string, fc.Arbitrary<unknown>>) =>
  near(
    fc
      .tuple(fc.record(model), fc.record(extra, { requiredKeys: [] }))
      .map(([known, unknown]) => ({ ...known, ...unknown })),
  );

/** Objects built as JSON.parse builds them, so that a "__proto__" key is an own key, as it
 * arrives. */
export const jsonObject = (key: fc.Arbitrary<string>, value: fc.Arbitrary<unknown>) =>
  fc.uniqueArray(fc.tuple(key, value), { maxLength: 3, selector: ([name]) => name }).map(
    (entries) =>
      JSON.parse(
        // undefined has no JSON: written as null
        `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${JSON.stringify(item) ?? 'null'}`).join(',')}}`,
      ) as unknown,
  );
