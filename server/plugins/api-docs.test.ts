// The API reference (ADR 046) against the routes the real app registered: a new endpoint is
// documented, with its sign-in requirement, without anyone remembering to.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { docsPrefix, openApiPath, sessionCookie } from './api-docs.ts';

interface Operation {
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: { properties?: object } }> };
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, object> };
}

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: openApiPath });
  expect(response.statusCode).toBe(200);
  doc = response.json();
});
afterAll(async () => {
  await t?.close();
});

/** Fastify's `/a/:id` is OpenAPI's `/a/{id}`. */
const openApiUrl = (url: string) => url.replace(/:(\w+)/g, '{$1}');
/** The reference's own routes (the document and the UI) are not part of the API it describes. */
const isReference = (url: string) =>
  url === openApiPath || url === docsPrefix || url.startsWith(`${docsPrefix}/`);
const apiRoutes = (app: TestApp['app']) =>
  app.apiRoutes.filter((r) => r.method !== 'HEAD' && !isReference(r.url));
const operations = (d: Document) =>
  Object.entries(d.paths).flatMap(([url, ops]) =>
    Object.keys(ops).map((method) => `${method.toUpperCase()} ${url}`),
  );

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with exactly the routes Fastify registered under /api', () => {
    expect(doc.openapi).toBe('3.1.0');
    const registered = apiRoutes(t.app).map((r) => `${r.method} ${openApiUrl(r.url)}`);
    expect(registered.length).toBeGreaterThan(50);
    expect(operations(doc).sort()).toEqual([...new Set(registered)].sort());
  });

  it('asks for the session cookie on exactly the routes that need sign-in', () => {
    expect(doc.components.securitySchemes[sessionCookie]).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'hive.session_token',
    });
    for (const route of apiRoutes(t.app)) {
      const operation = doc.paths[openApiUrl(route.url)]![route.method.toLowerCase()]!;
      const label = `${route.method} ${route.url}`;
      if (route.access === 'public') expect(operation.security, label).toBeUndefined();
      else expect(operation.security, label).toEqual([{ [sessionCookie]: [] }]);
    }
  });

  it("describes bodies from the routes' Zod schemas", () => {
    const body = doc.paths['/api/saved/{questionId}']!.put!.requestBody!;
    expect(body.content['application/json']!.schema.properties).toHaveProperty('note');
  });

  it('leaves out the bench routes unless the server was started with them', async () => {
    expect(JSON.stringify(doc)).not.toMatch(/bench/i);
    const bench = await createTestApp({ benchRoutes: true });
    try {
      const withBench: Document = bench.app.swagger() as unknown as Document;
      expect(operations(withBench)).toEqual(expect.arrayContaining(['GET /api/bench/ceiling']));
    } finally {
      await bench.close();
    }
  });
});

describe('the reference page', () => {
  it('loads only same-origin scripts, which the CSP allows, and reads the same document', async () => {
    const page = await t.app.inject({ method: 'GET', url: docsPrefix });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    const scripts = [...page.body.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(attributes).toMatch(new RegExp(`src="${docsPrefix}/static/`));
      expect(inline!.trim()).toBe('');
    }
    const json = await t.app.inject({ method: 'GET', url: `${docsPrefix}/json` });
    expect(json.json()).toEqual(doc);
  });
});
