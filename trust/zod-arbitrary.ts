// Valid inputs for a Zod 4 schema as a fast-check arbitrary, derived by walking `schema._zod.def`
// (the structure Zod documents for library authors). A construct the walk cannot derive throws,
// naming it, so that a route gets a hand-written arbitrary instead of being skipped in silence.
// Every leaf is checked with the leaf's own safeParse, so what comes out really is valid; the
// caller checks the whole payload again and counts.
import fc from 'fast-check';
import type { z } from 'zod';

/** The parts of Zod's internal definitions the walk reads. */
interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  [key: string]: unknown;
}
interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
}
type Schema = z.ZodType;

export interface DeriveOptions {
  /** hand-written arbitraries by schema identity, for what the walk cannot derive (a string
   * refinement that refuses most strings: a URL rule, say) */
  overrides?: ReadonlyMap<unknown, fc.Arbitrary<unknown>>;
  /** values that name real rows, by object key (`questionId`, `topicIds` ...): mixed half and
   * half with derived ones, so valid payloads reach past "not found" into the services */
  known?: Readonly<Record<string, fc.Arbitrary<unknown>>>;
}

/** Longer arrays and strings add nothing the short ones do not find, and slow every request. */
const extraLength = 20;

const defOf = (schema: Schema) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def) => (def.checks ?? []).map((c) => c._zod.def);
const isOptionalInput = (schema: Schema) =>
  (schema as unknown as { _zod: { optin?: string } })._zod.optin === 'optional';

/** Only what the leaf itself accepts: trim and refinements are applied, not re-derived. */
const validFor = <T>(schema: Schema, arbitrary: fc.Arbitrary<T>) =>
  arbitrary.filter((value) => schema.safeParse(value).success);

function lengthBounds(checks: CheckDef[]) {
  let min = 0;
  let max = Infinity;
  for (const c of checks) {
    if (c.check === 'min_length') min = Math.max(min, c.minimum ?? 0);
    if (c.check === 'max_length') max = Math.min(max, c.maximum ?? Infinity);
    if (c.check === 'length_equals') min = max = c.length ?? 0;
  }
  return { min, max: Math.min(max, min + extraLength * 5) };
}

function stringArbitrary(schema: Schema, def: Def): fc.Arbitrary<unknown> {
  // z.uuid(), z.email() ... carry their format on the schema itself; .email() on a string, as a check.
  // A refinement by a function (no control characters, say) is honoured by the leaf's own
  // safeParse below; one that refuses most generated strings makes fast-check report too many
  // skipped runs, and then needs an override.
  const checks = [def as unknown as CheckDef, ...checksOf(def)];
  const { min, max } = lengthBounds(checks);
  const patterns = checks.flatMap((c) => (c.format && c.pattern ? [c.pattern] : []));
  const isUrl = checks.some((c) => c.format === 'url');
  let arbitrary: fc.Arbitrary<string>;
  if (isUrl) arbitrary = fc.webUrl();
  else if (patterns.length === 1) arbitrary = fc.stringMatching(patterns[0]!);
  else if (patterns.length > 1) {
    // Unanchored rules (a capital, a digit ...): one match of each, then filler to the length.
    arbitrary = fc
      .tuple(...patterns.map((p) => fc.stringMatching(p)), fc.string({ minLength: min }))
      .map((parts) => parts.join(''));
  } else {
    arbitrary = fc.string({ unit: 'grapheme', minLength: min, maxLength: max });
  }
  return validFor(schema, arbitrary);
}

function numberArbitrary(schema: Schema, def: Def): fc.Arbitrary<unknown> {
  let min = -Number.MAX_SAFE_INTEGER;
  let max = Number.MAX_SAFE_INTEGER;
  let integer = false;
  for (const c of checksOf(def)) {
    if (c.check === 'number_format') integer = c.format !== 'float32' && c.format !== 'float64';
    if (c.check === 'greater_than') min = Math.max(min, (c.value ?? 0) + (c.inclusive ? 0 : 1));
    if (c.check === 'less_than') max = Math.min(max, (c.value ?? 0) - (c.inclusive ? 0 : 1));
  }
  // The bounds are ints in every schema we have; a fractional bound would only widen the filter.
  const arbitrary = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return validFor(schema, arbitrary);
}

function objectArbitrary(def: Def, options: DeriveOptions): fc.Arbitrary<unknown> {
  const shape = def.shape as Record<string, Schema>;
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  const requiredKeys: string[] = [];
  for (const [key, field] of Object.entries(shape)) {
    const derived = arbitraryFor(field, options);
    const known = options.known?.[key];
    model[key] = known ? fc.oneof(known, derived) : derived;
    if (!isOptionalInput(field)) requiredKeys.push(key);
  }
  return fc.record(model, { requiredKeys });
}

/** A fast-check arbitrary of values the schema accepts (its input side). */
export function arbitraryFor(schema: Schema, options: DeriveOptions = {}): fc.Arbitrary<unknown> {
  const override = options.overrides?.get(schema);
  if (override) return override;
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return stringArbitrary(schema, def);
    case 'number':
      return numberArbitrary(schema, def);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string | number>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'optional':
      return fc.option(arbitraryFor(def.innerType as Schema, options), { nil: undefined });
    case 'nullable':
      return fc.option(arbitraryFor(def.innerType as Schema, options), { nil: null });
    // The input side of a default is optional: the object walk leaves the key out at times.
    case 'default':
    case 'prefault':
    case 'readonly':
      return arbitraryFor(def.innerType as Schema, options);
    case 'pipe':
      return arbitraryFor(def.in as Schema, options);
    case 'union':
      return fc.oneof(...(def.options as Schema[]).map((o) => arbitraryFor(o, options)));
    case 'object':
      return objectArbitrary(def, options);
    case 'array': {
      const { min, max } = lengthBounds(checksOf(def));
      const items = fc.array(arbitraryFor(def.element as Schema, options), {
        minLength: min,
        maxLength: Math.min(max, min + extraLength),
      });
      // A refinement over the whole array (no duplicates ...) is rarely broken by chance.
      return validFor(schema, items);
    }
    case 'record':
      return fc.dictionary(
        arbitraryFor(def.keyType as Schema, options) as fc.Arbitrary<string>,
        arbitraryFor(def.valueType as Schema, options),
        { maxKeys: extraLength },
      );
    default:
      throw new Error(`no arbitrary for Zod type "${def.type}": give it an override`);
  }
}
