// Requests to one route as fast-check arbitraries: path parameters, a querystring (GET) or a body
// (POST, PUT, DELETE), each valid or invalid, sent with app.inject by the fuzzing user or, one
// time in four, by a visitor. A request keeps its unserialised inputs, so the caller can check
// them against the route's schemas and count what was really valid.
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { testOrigin } from '#server/test/test-app.ts';
import { invalidFrom, nastyValue } from './invalid-payloads.ts';
import { arbitraryFor, type DeriveOptions } from './zod-arbitrary.ts';
import type { SeenResponse } from './response-checks.ts';

export type Body =
  { kind: 'json'; value: unknown } | { kind: 'raw'; payload: string | Buffer; contentType: string };

export interface FuzzRequest {
  visitor: boolean;
  params: Record<string, string>;
  /** the querystring's values before encoding, or the raw text after the "?" */
  query?: { value: unknown } | { raw: string };
  body?: Body;
}

/** How one route is fuzzed: valid and invalid values for each of its inputs. */
export interface RoutePlan {
  params: Record<string, { valid: fc.Arbitrary<string>; invalid: fc.Arbitrary<string> }>;
  query?: { valid: fc.Arbitrary<unknown>; invalid: fc.Arbitrary<unknown> };
  body?: { valid: fc.Arbitrary<Body>; invalid: fc.Arbitrary<Body> };
}

export interface RouteSchemas {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
}

/** Querystrings that trip parsers: broken escapes, repeated and bracketed keys, prototype keys. */
const rawQueries = fc.constantFrom(
  '%',
  '%zz=1',
  'limit=%E0%A4%A',
  'limit=1&limit=2',
  'limit[]=1',
  'limit[a]=1',
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  '&&&=&=',
  'a'.repeat(5_000),
  `x=${'%00'.repeat(100)}`,
);

const asJson = (value: unknown): Body => ({ kind: 'json', value });

const asText = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : JSON.stringify(value);

/** The plan for a route with Zod schemas; `known` and overrides reach the derivation. */
export function planFromSchemas(
  url: string,
  schemas: RouteSchemas,
  options: DeriveOptions,
  realParams: (name: string) => string[],
  noBody: boolean,
): RoutePlan {
  const params: RoutePlan['params'] = {};
  const shape = (schemas.params as z.ZodObject | undefined)?.shape ?? {};
  for (const [, name] of url.matchAll(/:(\w+)/g)) {
    const schema = shape[name!] as z.ZodType | undefined;
    const derived = schema
      ? (arbitraryFor(schema, options) as fc.Arbitrary<string>)
      : fc.string({ minLength: 1 });
    const real = realParams(name!);
    const fuzzed = fc.oneof(
      derived,
      nastyValue.map((value) => asText(value) ?? ''),
    );
    // Real ids half of the time: the other half finds what a stranger's guesses reach.
    params[name!] = {
      valid: real.length > 0 ? fc.oneof(fc.constantFrom(...real), derived) : derived,
      invalid: real.length > 0 ? fc.oneof(fc.constantFrom(...real), fuzzed) : fuzzed,
    };
  }
  const plan: RoutePlan = { params };
  if (schemas.querystring) {
    const valid = arbitraryFor(schemas.querystring, options);
    plan.query = { valid, invalid: invalidFrom(valid) };
  } else if (noBody) {
    plan.query = { valid: fc.constant(undefined), invalid: invalidFrom(fc.constant({})) };
  }
  if (!noBody) {
    const valid = schemas.body
      ? arbitraryFor(schemas.body, options)
      : fc.constantFrom(undefined, {});
    plan.body = {
      valid: valid.map(asJson),
      invalid: fc.oneof(
        { weight: 9, arbitrary: invalidFrom(valid).map(asJson) },
        // Not JSON at all, under a JSON content type.
        {
          weight: 1,
          arbitrary: fc
            .string({ unit: 'binary', maxLength: 200 })
            .map((payload): Body => ({ kind: 'raw', payload, contentType: 'application/json' })),
        },
      ),
    };
  }
  return plan;
}

/** Requests with every input valid, or with the inputs fuzzed (each may still happen to pass). */
export function requests(plan: RoutePlan, valid: boolean): fc.Arbitrary<FuzzRequest> {
  const pick = <T>(pair: { valid: fc.Arbitrary<T>; invalid: fc.Arbitrary<T> }) =>
    valid ? pair.valid : pair.invalid;
  const params = fc.record(
    Object.fromEntries(Object.entries(plan.params).map(([name, pair]) => [name, pick(pair)])),
  );
  const query: fc.Arbitrary<FuzzRequest['query']> = plan.query
    ? valid
      ? pick(plan.query).map((value) => ({ value }))
      : fc.oneof(
          { weight: 5, arbitrary: pick(plan.query).map((value) => ({ value })) },
          { weight: 1, arbitrary: rawQueries.map((raw) => ({ raw })) },
        )
    : fc.constant(undefined);
  const body = plan.body ? pick(plan.body) : fc.constant(undefined);
  return fc
    .record({ visitor: fc.nat(3).map((n) => n === 0), params, query, body })
    .map(({ visitor, params: p, query: q, body: b }) => ({
      visitor,
      params: p,
      ...(q && { query: q }),
      ...(b && { body: b }),
    }));
}

/** Percent-encoding that survives lone surrogates (encodeURIComponent throws on them). */
const encode = (text: string) => encodeURIComponent(text.toWellFormed());

/** key=value pairs as a browser's URLSearchParams writes them; anything else as one blob. */
function queryText(query: FuzzRequest['query']): string {
  if (!query) return '';
  if ('raw' in query) return query.raw;
  const { value } = query;
  if (value === undefined) return '';
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return encode(asText(value) ?? '');
  }
  const pairs: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined) continue;
    for (const one of Array.isArray(item) ? item : [item]) {
      pairs.push(`${encode(key)}=${encode(asText(one) ?? '')}`);
    }
  }
  return pairs.join('&');
}

/** The querystring as Fastify's parser hands it to the schema: repeated keys become arrays. */
export function parsedQuery(query: FuzzRequest['query']): Record<string, unknown> {
  const parsed: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(queryText(query))) {
    const seen = parsed[key];
    parsed[key] = seen === undefined ? value : [seen, value].flat();
  }
  return parsed;
}

export function pathOf(url: string, request: FuzzRequest): string {
  const path = url.replace(/:(\w+)/g, (_, name: string) => encode(request.params[name] ?? ''));
  const query = queryText(request.query);
  return query ? `${path}?${query}` : path;
}

export function send(
  app: FastifyInstance,
  method: string,
  url: string,
  request: FuzzRequest,
  cookie: string,
): Promise<SeenResponse> {
  const headers: Record<string, string> = { origin: testOrigin };
  if (!request.visitor) headers.cookie = cookie;
  let payload: string | Buffer | undefined;
  const body = request.body;
  if (body?.kind === 'raw') {
    payload = body.payload;
    headers['content-type'] = body.contentType;
  } else if (body && body.value !== undefined) {
    payload = JSON.stringify(body.value);
    headers['content-type'] = 'application/json';
  }
  return app.inject({
    method: method as 'GET',
    url: pathOf(url, request),
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
}
