// Build time only (scripts/prerender.ts, ADR 051): /auth's landing page as a visitor's browser
// first draws it, for the HTML the server sends there. The same route table and providers as
// main.tsx, so that the browser's first render matches this markup and takes it over (hydrates)
// instead of drawing it again. Nothing here is in the client's bundle.
import { StrictMode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { renderToString } from 'react-dom/server';
import { Providers } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { paths } from './lib/paths.ts';

/** The markup of `#root` on /auth for a visitor. */
export async function renderLanding(): Promise<string> {
  const handler = createStaticHandler(routes);
  // Runs the matched routes' lazy imports, so the page itself is drawn, not an empty outlet.
  const context = await handler.query(new Request(new URL(paths.auth, 'http://localhost')));
  if (context instanceof Response) throw new Error(`/auth answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = (
    <StrictMode>
      <Providers>
        {/* no inline script: the routes have no loader data, and the CSP allows none */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>
  );
  return renderToString(app);
}
