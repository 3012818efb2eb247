// Speed figures for the account endpoints, printed, not asserted (the machines are shared).
// Starts the real server on a throwaway data directory, then measures with N concurrent clients.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = 4390;
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'hive-bench-'));
const server = spawn('node', ['server/index.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: base,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForHealth() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

async function measure(
  name: string,
  concurrency: number,
  seconds: number,
  request: () => Promise<Response>,
) {
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        const start = performance.now();
        const response = await request();
        await response.arrayBuffer();
        if (!response.ok) errors++;
        latencies.push(performance.now() - start);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!.toFixed(1);
  console.log(
    `${name.padEnd(28)} ${(latencies.length / seconds).toFixed(0).padStart(6)} req/s   p50 ${at(0.5)} ms   p99 ${at(0.99)} ms   errors ${errors}`,
  );
}

try {
  await waitForHealth();
  const headers = { 'content-type': 'application/json', origin: base };
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Bench Bee', email: 'bench@example.com', password: 'Benchmark1' }),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  console.log(
    `Hive bench (${process.version}), 10 s per scenario, 20 concurrent clients (10 for whole quizzes, one user)`,
  );
  await measure('GET /api/health', 20, 10, () => fetch(`${base}/api/health`));
  await measure('GET /api/session (signed in)', 20, 10, () =>
    fetch(`${base}/api/session`, { headers: { cookie } }),
  );
  await measure('GET / (SPA shell, brotli)', 20, 10, () =>
    fetch(`${base}/`, { headers: { accept: 'text/html', 'accept-encoding': 'br' } }),
  );
  await measure('GET /api/topics', 20, 10, () => fetch(`${base}/api/topics`));
  await measure('GET /api/stats/questions', 20, 10, () =>
    fetch(`${base}/api/stats/questions`, { headers: { cookie } }),
  );
  await measure('GET /api/stats/summary', 20, 10, () =>
    fetch(`${base}/api/stats/summary`, { headers: { cookie } }),
  );
  // A whole quiz: start (the server picks 10 questions), then one completion request.
  const json = { ...headers, cookie };
  await measure('quiz start + complete (10 q)', 10, 10, async () => {
    const started = (await (
      await fetch(`${base}/api/quiz-sessions`, {
        method: 'POST',
        headers: json,
        body: '{"excludeCorrect":false}',
      })
    ).json()) as { session: { id: string; questions: { id: string }[] } };
    const answers = started.session.questions.map((q) => ({
      questionId: q.id,
      selectedAnswer: 'a',
    }));
    return fetch(`${base}/api/quiz-sessions/${started.session.id}/complete`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ answers }),
    });
  });
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
