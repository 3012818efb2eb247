// What a signed-in page's largest paint waits for after the app's entry script: the route's own
// chunk and its first reads (which it parses without Zod, so no contract chunk waits: ADR 044).
// Requested from the page's HTML, beside the entry, they no longer wait for the script that asks
// for them: one round trip instead of three on a phone's slow link (issue 11, ADR 053).
// scripts/route-heads.ts writes each into its own copy of index.html; the server sends it for
// that path to a browser with a session cookie (server/plugins/static.ts).
//
// Only what the largest paint needs: anything more (the bell, the offline card) would share the
// slow link with it. A module is a key of Vite's manifest (a path from client/); the build fails
// if one is not there. A read is fetched exactly as the app fetches it (client/lib/api-client.ts:
// GET, same-origin credentials), or the browser would not hand the preload to the app's fetch.

export interface RouteHead {
  modules: string[];
  reads: string[];
}

const learn: RouteHead = {
  modules: ['app/routes/learn.tsx'],
  reads: ['/api/stats/due', '/api/stats/weak-topics'],
};

/** By the page's path; the file written is heads/<name>.html. */
export const routeHeads: Record<string, { name: string; head: RouteHead }> = {
  '/': { name: 'home', head: learn },
  '/learn': { name: 'learn', head: learn },
  '/question-bank': {
    name: 'question-bank',
    head: {
      modules: ['app/routes/question-bank.tsx'],
      reads: ['/api/stats/due', '/api/stats/questions'],
    },
  },
  '/answer': {
    name: 'answer',
    head: { modules: ['features/quiz-sessions/components/answer-page.tsx'], reads: [] },
  },
};
