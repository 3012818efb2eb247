// Invalid inputs: valid payloads with one part broken the way a careless or hostile client breaks
// it (a wrong type, a missing or extra field, a huge or control-character string, a number beyond
// int4, deep nesting, an array for an object, a prototype key), plus arbitrary JSON.
import fc from 'fast-check';

/** Characters and spellings that have broken servers before: NUL (PostgreSQL refuses it in
 * text), lone surrogates (not encodable as UTF-8), BOM, right-to-left override, combining marks,
 * case-folding oddities, and strings that look like numbers to a lax parser. */
const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m\u0008',
  '\r\n\t',
  '\uD800',
  'x\uDFFFx',
  '\uFEFFtext',
  '\u202Eevil',
  'e\u0301'.repeat(40),
  '👩‍👩‍👧‍👦'.repeat(20),
  'İıǅß',
  'NaN',
  'Infinity',
  '-1',
  '1e999',
  '0x10',
  '2147483648',
  '99999999999999999999',
  'null',
  'true',
  '__proto__',
  "' OR 1=1 --",
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  // timestamps JavaScript accepts and PostgreSQL may not (the history cursor's time)
  '2020-02-30T00:00:00.000Z',
  '2021-04-31T23:59:59Z',
  '0000-01-01T00:00:00Z',
  '+275760-09-13T00:00:00.000Z',
];

/** Characters slipped into an otherwise valid string: the case that passes a length rule. */
const taints = ['\u0000', '\u0007', '\u001b', '\uD800', '\uFEFF', '\u202E', '\r\n'];

const nastyNumbers = [
  0,
  -1,
  -0,
  0.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 40,
  -(2 ** 40),
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
];

/** {"__proto__": ...} as an own key, the way JSON.parse makes it (an assignment would set the
 * prototype instead, and the key would never be sent). */
const prototypeKeys = fc
  .constantFrom('__proto__', 'constructor', 'prototype')
  .map((key) => JSON.parse(`{"${key}": {"polluted": true, "isAdmin": true}}`) as object);

function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? { a: value } : [value];
  return value;
}

/** One broken value. Huge strings reach past the 256 KiB body limit at times (413). */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...nastyStrings),
  fc.constantFrom(...nastyNumbers),
  fc.constantFrom(null, true, false, [], {}, [null], [[[]]]),
  fc.constantFrom(1_000, 100_000, 300_000).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 50, max: 1_000 }).map(nested),
  prototypeKeys,
  // any code point, control characters and lone surrogates included
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.double(),
  fc.jsonValue({ maxDepth: 3 }),
);

const nastyKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', '', '\u0000', 'x'.repeat(10_000)),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

type Path = (string | number)[];

/** Every place in a JSON value, the root first; depth-limited (a payload is shallow). */
function pathsOf(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  out.push(prefix);
  if (prefix.length < 4 && value !== null && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      pathsOf((value as Record<string, unknown>)[key], [...prefix, key], out);
    }
  }
  return out;
}

type Mutation = 'replace' | 'taint' | 'delete' | 'extra' | 'wrap-in-array' | 'prototype-key';

const isObject = (value: unknown): value is Record<string | number, unknown> =>
  value !== null && typeof value === 'object';

const at = (root: unknown, path: Path) =>
  path.reduce<unknown>((node, step) => (node as Record<string | number, unknown>)[step], root);

interface Change {
  how: Mutation;
  nasty: unknown;
  key: string;
  taint: string;
}

function mutate(value: unknown, path: Path, { how, nasty: given, key, taint }: Change): unknown {
  const root = structuredClone(value);
  const target = at(root, path);
  const middle = typeof target === 'string' ? Math.floor(target.length / 2) : 0;
  // A taint lands in the middle of a string; anywhere else it is a plain replacement.
  const nasty =
    how === 'taint' && typeof target === 'string'
      ? target.slice(0, middle) + taint + target.slice(middle)
      : given;
  if ((how === 'extra' || how === 'prototype-key') && isObject(target)) {
    if (Array.isArray(target)) target.push(nasty);
    else {
      const name = how === 'extra' ? key : '__proto__';
      Object.defineProperty(target, name, { value: nasty, enumerable: true });
    }
    return root;
  }
  if (path.length === 0) {
    if (how === 'delete') return undefined;
    return how === 'wrap-in-array' ? [root] : nasty;
  }
  const parent = at(root, path.slice(0, -1)) as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (how === 'wrap-in-array') parent[last] = [parent[last]];
  else if (how !== 'delete')
    parent[last] = nasty; // replace, or taint
  else if (Array.isArray(parent)) parent.splice(Number(last), 1);
  else delete parent[last];
  return root;
}

/** Invalid variants of the valid values, and JSON that has nothing to do with them. */
export function invalidFrom(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const broken = fc
    .tuple(
      valid,
      fc.nat(),
      fc.constantFrom<Mutation>(
        'replace',
        'taint',
        'taint',
        'delete',
        'extra',
        'wrap-in-array',
        'prototype-key',
      ),
      nastyValue,
      nastyKey,
      fc.constantFrom(...taints),
    )
    .map(([value, index, how, nasty, key, taint]) => {
      const paths = pathsOf(value);
      return mutate(value, paths[index % paths.length]!, { how, nasty, key, taint });
    });
  return fc.oneof(
    { weight: 6, arbitrary: broken },
    { weight: 1, arbitrary: nastyValue },
    { weight: 1, arbitrary: fc.jsonValue() },
  );
}
