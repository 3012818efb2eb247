// Fuzzing every API route from its Zod schema (ADR 017): valid and invalid payloads (body, query
// and path parameters) by the signed-in user and by visitors, then other spellings of every path
// over a real socket. Whatever arrives: no 5xx, no stack trace, SQL or error class in a body, and
// every error in the envelope. Fixed seeds: a failure prints its seed and path, and fast-check
// shrinks it to a small case; replay it with { seed, path } in fc.assert.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyCursorSchema } from '#shared/contract/history-cursor.ts';
import { referenceSchema } from '#shared/contract/questions.ts';
import { createTestApp, testOrigin } from '#server/test/test-app.ts';
import { rawSender } from '#server/test/raw-http.ts';
import { createFuzzWorld, unlimitedRateLimits, type FuzzWorld } from './fuzz-world.ts';
import {
  parsedQuery,
  pathOf,
  planFromSchemas,
  requests,
  send,
  type FuzzRequest,
  type RoutePlan,
  type RouteSchemas,
} from './fuzz-requests.ts';
import { avatarPlan, handWrittenSchemas, sampleImages } from './hand-written-inputs.ts';
import { pathVariants } from './path-variants.ts';
import { problemsWith, type SeenResponse } from './response-checks.ts';

const seed = 20_250_417;
/** Per route and kind (valid, invalid): the 500. FUZZ_RUNS=50 gives a quick pass while
 * working on the fuzzer itself. */
const runs = Number(process.env.FUZZ_RUNS ?? 500);
/** Sign-up and sign-in hash the password, slow on purpose (ADR 054),
 * so 500 valid ones would take the whole time budget: they get 50, and their 500 invalid ones
 * (refused by our guard before any hashing) stay. */
const validRunsOf: Record<string, number> = {
  'POST /api/auth/sign-up/email': 50,
  'POST /api/auth/sign-in/email': 50,
};

/** Rules that are functions refusing most strings: the reference (a web URL is what it accepts)
 * and the history cursor (a real instant, then a uuid). */
const historyCursor = fc
  .tuple(
    fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
    fc.uuid(),
  )
  .map(([at, id]) => `${at.toISOString()}_${id}`);
const overrides = new Map<unknown, fc.Arbitrary<unknown>>([
  [referenceSchema, fc.webUrl()],
  [historyCursorSchema, historyCursor],
]);

const t = await createTestApp({ rateLimits: unlimitedRateLimits });
let world: FuzzWorld;
let images: Awaited<ReturnType<typeof sampleImages>>;
beforeAll(async () => {
  world = await createFuzzWorld(t);
  images = await sampleImages();
});
afterAll(async () => {
  console.table(summary);
  await t.close();
});

type Route = (typeof t.app.apiRoutes)[number];
const key = (route: Route) => `${route.method} ${route.url}`;
// Deletions last: until then, the real ids still name live objects.
const routes = t.app.apiRoutes
  .filter((route) => route.method !== 'HEAD')
  .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));

const schemasOf = (route: Route): RouteSchemas =>
  handWrittenSchemas(route.method, route.url) ?? (route.schema as RouteSchemas);

function planFor(route: Route): RoutePlan {
  // multipart uploads: the avatar and a question image take the same kinds of file
  if (key(route) === 'POST /api/profile/avatar' || key(route) === 'POST /api/images') {
    return avatarPlan(images);
  }
  return planFromSchemas(
    route.url,
    schemasOf(route),
    { overrides, known: world.known },
    (name) => world.realParams(route.url, name),
    route.method === 'GET',
  );
}

/** Whether every input the route has a schema for passes it (null: no schema to judge by). */
function acceptedBySchemas(schemas: RouteSchemas, request: FuzzRequest): boolean | null {
  const verdicts: boolean[] = [];
  if (schemas.params) verdicts.push(schemas.params.safeParse(request.params).success);
  if (schemas.querystring) {
    verdicts.push(schemas.querystring.safeParse(parsedQuery(request.query)).success);
  }
  if (schemas.body) {
    const body = request.body;
    verdicts.push(body?.kind === 'json' && schemas.body.safeParse(body.value).success);
  }
  return verdicts.length === 0 ? null : verdicts.every(Boolean);
}

interface RouteFigures {
  route: string;
  valid: number;
  invalid: number;
  /** of the invalid ones, how many the route's schemas really refuse */
  refusedBySchema: number | string;
  statuses: string;
  seconds: number;
}
const summary: RouteFigures[] = [];

function expectSafe(label: string, response: SeenResponse) {
  const problems = problemsWith(response);
  if (problems.length > 0) {
    throw new Error(
      `${label} -> ${response.statusCode}: ${problems.join('; ')}\n${response.body.slice(0, 500)}`,
    );
  }
}

// Routes run side by side (Vitest's maxConcurrency, 5): one route's requests wait on PostgreSQL
// while another's are built, which roughly halves the wall time on two cores. Each route's own
// requests stay in their seeded order.
describe.concurrent(`fuzzing every route from its schema (seed ${seed})`, () => {
  for (const route of routes) {
    const validRuns = validRunsOf[key(route)] ?? runs;
    it(`${key(route)}: ${validRuns} valid and ${runs} invalid requests, no 5xx and no leak`, async () => {
      const started = performance.now();
      const plan = planFor(route);
      const schemas = schemasOf(route);
      const cookie = route.url === '/api/auth/sign-out' ? world.signOutCookie : world.cookie;
      const statuses = new Map<number, number>();
      let refused = 0;
      let judged = 0;

      const property = (valid: boolean) =>
        fc.asyncProperty(requests(plan, valid), async (request) => {
          const verdict = acceptedBySchemas(schemas, request);
          if (valid && verdict === false) {
            throw new Error(`a "valid" request the schemas refuse: ${JSON.stringify(request)}`);
          }
          if (!valid && verdict !== null) {
            judged++;
            if (!verdict) refused++;
          }
          const response = await send(t.app, route.method, route.url, request, cookie);
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const who = request.visitor ? 'visitor' : 'user';
          expectSafe(`${who} ${route.method} ${pathOf(route.url, request)}`, response);
        });

      await fc.assert(property(true), { seed, numRuns: validRuns });
      await fc.assert(property(false), { seed: seed + 1, numRuns: runs });

      summary.push({
        route: key(route),
        valid: validRuns,
        invalid: runs,
        refusedBySchema: judged === 0 ? 'no schema' : `${refused}/${judged}`,
        statuses: [...statuses]
          .sort(([a], [b]) => a - b)
          .map(([status, n]) => `${status}:${n}`)
          .join(' '),
        seconds: Math.round((performance.now() - started) / 100) / 10,
      });
    });
  }
});

/** The route of the same method whose last segment is a parameter where the route's last
 * segment is (the route itself when it ends in one), if any. */
function parameterRouteBeside(route: Route): Route | undefined {
  const parent = route.url.slice(0, route.url.lastIndexOf('/') + 1);
  return routes.find(
    (other) =>
      other.method === route.method &&
      other.url.startsWith(`${parent}:`) &&
      !other.url.slice(parent.length).includes('/'),
  );
}

describe('other spellings of every path', () => {
  it('reach either nothing (404) or the route with its guard, never a 5xx', async () => {
    const raw = await rawSender(t.app);
    let sent = 0;
    for (const route of routes) {
      // The API reference's pages and assets (ADR 046) are public and carry no data: another
      // spelling that reaches one (its UI answers at /api/docs/ too) bypasses nothing.
      if (route.url === '/api/docs' || route.url.startsWith('/api/docs/')) continue;
      const concrete = route.url.replace(
        /:(\w+)/g,
        (_, name: string) => world.realParams(route.url, name)[0] ?? 'abcdef12',
      );
      const cookie = route.url === '/api/auth/sign-out' ? world.signOutCookie : world.cookie;
      const beside = parameterRouteBeside(route);
      for (const variant of pathVariants(concrete, beside !== undefined)) {
        const reached = variant.reaches === 'route' ? route : beside;
        for (const visitor of [true, false]) {
          const response = await raw(route.method, variant.path, {
            headers: { origin: testOrigin, ...(visitor ? {} : { cookie }) },
            ...(route.method === 'GET' ? {} : { body: {} }),
          });
          sent++;
          const label = `${visitor ? 'visitor' : 'user'} ${route.method} ${variant.path}`;
          expectSafe(label, response);
          if (variant.reaches === 'nothing') {
            const { message } = (JSON.parse(response.body) as { error: { message: string } }).error;
            expect({ label, status: response.statusCode, message }).toEqual({
              label,
              status: 404,
              message: 'Not found',
            });
          } else if (visitor && reached?.access !== 'public') {
            expect({ label, status: response.statusCode }).toEqual({ label, status: 401 });
          }
        }
      }
    }
    console.log(`path variants: ${sent} requests`);
  });
});
