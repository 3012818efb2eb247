// `npm run validate`: everything CI checks, in one command (.ci/run calls it).
// 1. The static checks (typecheck, lint, format:check, check:docs, check:unused) side by side:
//    each is mostly one core, the machine has two, and they fail fast before the long steps.
// 2. `npm test`, the README's test command: build, unit + client + server suites, browser tests.
// 3. The trust suite (docs/trust.md), at the sizes its variables give (none: the full sizes).
//    With VALIDATE_SECOND_DATABASE_URL set to a fresh PostgreSQL database, the server tests whose
//    SQL depends most on the server's version run a second time against it beside the trust
//    suite (CI: Debian's PostgreSQL 15): every migration, the statistics, the trigram search,
//    completion and exams. The whole suite a second time does not fit CI's 20 minutes beside the
//    browser tests; `TEST_DATABASE_URL=... npm run test:server` runs it all.
//    Its output is printed once the trust suite is done.
import { spawn, type ChildProcess } from 'node:child_process';

const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)}s`;
const say = (text: string) => console.log(`== [validate +${elapsed()}] ${text}`);

const children = new Set<ChildProcess>();

interface Outcome {
  code: number;
  output: string;
  seconds: number;
}

/** `npm run <script>`; output to the terminal, or collected when `collect` is set. */
function npmRun(
  script: string,
  collect: boolean,
  env: NodeJS.ProcessEnv = {},
  args: string[] = [],
): Promise<Outcome> {
  const begun = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script, ...(args.length > 0 ? ['--', ...args] : [])], {
      stdio: collect ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    children.add(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const done = (code: number) => {
      children.delete(child);
      resolve({ code, output, seconds: Math.round((Date.now() - begun) / 1000) });
    };
    child.on('error', (error) => {
      output += `${error.message}\n`;
      done(1);
    });
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

function fail(text: string): never {
  say(`FAILED: ${text}`);
  process.exit(1);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(1);
  });
}

say('static checks: typecheck, lint, format:check, check:docs, check:unused (side by side)');
const staticSteps = ['typecheck', 'lint', 'format:check', 'check:docs', 'check:unused'];
const outcomes = await Promise.all(staticSteps.map((script) => npmRun(script, true)));
const failedStatic: string[] = [];
staticSteps.forEach((script, i) => {
  const { code, output, seconds } = outcomes[i]!;
  say(`${script}: ${code === 0 ? 'passed' : `exit ${code}`} in ${seconds}s`);
  process.stdout.write(output);
  if (code !== 0) failedStatic.push(script);
});
if (failedStatic.length > 0) fail(failedStatic.join(', '));

say("npm test (the README's test command)");
if ((await npmRun('test', false)).code !== 0) fail('npm test');

const secondDatabase = process.env.VALIDATE_SECOND_DATABASE_URL;
/** The server tests run a second time on VALIDATE_SECOND_DATABASE_URL (see the top). */
const versionSensitiveServerTests = [
  'server/db',
  'server/features/stats',
  'server/features/questions/similar-questions.test.ts',
  'server/features/quiz-sessions/quiz-completion.test.ts',
  'server/features/quiz-sessions/exam.test.ts',
];
const beside = secondDatabase
  ? (say('server suite against VALIDATE_SECOND_DATABASE_URL (in the background)'),
    npmRun('test:server', true, { TEST_DATABASE_URL: secondDatabase }, versionSensitiveServerTests))
  : null;

say('trust suite (slow proofs: crashes, shutdown, backup, fuzz, points model, load)');
const trust = await npmRun('test:trust', false);
const failed = trust.code === 0 ? [] : [`trust suite (exit ${trust.code})`];
if (beside) {
  const second = await beside;
  say(`server suite against VALIDATE_SECOND_DATABASE_URL: its output (${second.seconds}s)`);
  process.stdout.write(second.output);
  if (second.code !== 0) failed.push(`server suite on the second database (exit ${second.code})`);
}
if (failed.length > 0) fail(failed.join(', '));
say('validate passed');
