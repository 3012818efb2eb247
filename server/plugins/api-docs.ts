// The API reference: an OpenAPI 3.1 document generated from the routes' own Zod
// schemas, served at /api/openapi.json, and a reference UI at /api/docs (ADR 046).
// Registered after the access plugin (the UI's routes are declared through it) and before any
// feature's routes (@fastify/swagger collects routes as they are registered). Routes registered
// only in some configurations (the bench routes) are documented only where they exist.
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { access } from './access.ts';

export const openApiPath = '/api/openapi.json';
export const docsPrefix = '/api/docs';
/** the security scheme of every `access.user` and `access.owner` route */
export const sessionCookie = 'sessionCookie';

const zodTransform = createJsonSchemaTransform({ skipList: [] });
type TransformInput = Parameters<typeof zodTransform>[0];

/** The Zod schemas as JSON Schema, plus what our route config knows: who may call it and which
 * feature it belongs to. Everything outside /api (the SPA, old avatars) is not the API. */
function transform(input: TransformInput) {
  const { url, route } = input;
  if (!url.startsWith('/api/')) return { schema: { hide: true }, url };
  const { schema } = zodTransform(input);
  const declared = route.config?.access;
  const signedIn = declared === 'user' || declared === 'owner';
  const feature = url.split('/')[2] ?? 'api';
  return {
    url,
    schema: {
      ...schema,
      tags: [feature],
      ...(signedIn ? { security: [{ [sessionCookie]: [] }] } : {}),
    },
  };
}

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Hive API',
          version: '1',
          description:
            'The JSON API behind the Hive app. Signed-in routes take the session cookie that ' +
            'signing in (POST /api/auth/sign-in/email) sets; state-changing requests from a ' +
            'browser must come from the app\'s own origin. Errors answer `{ "error": { "code", ' +
            '"message" } }`.',
        },
        components: {
          securitySchemes: {
            [sessionCookie]: {
              type: 'apiKey',
              in: 'cookie',
              // "__Secure-hive.session_token" when the app is served over HTTPS
              name: 'hive.session_token',
              description: 'set by signing in; sent by the browser on every same-origin request',
            },
          },
        },
      },
      transform,
    });

    app.get(openApiPath, { config: access.public, schema: { hide: true } }, async () =>
      app.swagger(),
    );

    // The UI's page, its initializer and its static assets: none of them carries data, and the
    // plugin's routes cannot carry our config, so the prefix is declared here.
    app.declareAccessUnder(docsPrefix, access.public);
    await app.register(swaggerUi, {
      routePrefix: docsPrefix,
      uiConfig: { layout: 'BaseLayout', deepLinking: true },
    });
  },
  { name: 'api-docs', dependencies: ['access'] },
);
