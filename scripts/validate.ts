// `npm run validate`: everything CI checks, in one command (.ci/run calls it).
// 1. The static checks (typecheck, lint, format:check) side by side: each is mostly one core,
//    the machine has two, and they fail fast before the long steps.
// 2. `npm test`, the README's test command: build, unit + client + server suites, browser tests.
// 3. Beside it, the slow suites, each started when a stage of `npm test` that leaves the CPU
//    partly idle begins (run one after another, the whole run passed 20 minutes on 2 cores):
//    - with VALIDATE_SECOND_DATABASE_URL set to a fresh PostgreSQL database (CI: Debian's
//      PostgreSQL 15), the server suite a second time against it, from the end of the build;
//    - the trust suite (docs/trust.md), at the sizes its variables give (none: the full sizes),
//      from the start of the browser tests, which wait on the browser more than they use the CPU,
//      as the drills wait on process starts.
//    If `npm test` never prints the line a suite waits for, the suite starts when it ends. Their
//    output is printed once `npm test` and they are done.
import { spawn, type ChildProcess } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)}s`;
const say = (text: string) => console.log(`== [validate +${elapsed()}] ${text}`);

const children = new Set<ChildProcess>();

interface Outcome {
  code: number;
  output: string;
  seconds: number;
}

/** `npm run <script>`; output collected when `collect` is set, otherwise passed to the terminal
 * and, with `onLine`, each line of its standard output shown to it as well. */
function npmRun(
  script: string,
  collect: boolean,
  env: NodeJS.ProcessEnv = {},
  onLine?: (line: string) => void,
): Promise<Outcome> {
  const begun = Date.now();
  return new Promise((resolve) => {
    const watched = !collect && onLine !== undefined;
    const child = spawn('npm', ['run', script], {
      stdio: collect
        ? ['ignore', 'pipe', 'pipe']
        : ['inherit', watched ? 'pipe' : 'inherit', 'inherit'],
      env: { ...process.env, ...env },
    });
    children.add(child);
    let output = '';
    let partial = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      if (!watched) return void (output += chunk.toString());
      process.stdout.write(chunk);
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      lines.forEach((line) => onLine(line));
    });
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

say('static checks: typecheck, lint, format:check (side by side)');
const staticSteps = ['typecheck', 'lint', 'format:check'];
const outcomes = await Promise.all(staticSteps.map((script) => npmRun(script, true)));
const failedStatic: string[] = [];
staticSteps.forEach((script, i) => {
  const { code, output, seconds } = outcomes[i]!;
  say(`${script}: ${code === 0 ? 'passed' : `exit ${code}`} in ${seconds}s`);
  process.stdout.write(output);
  if (code !== 0) failedStatic.push(script);
});
if (failedStatic.length > 0) fail(failedStatic.join(', '));

// Lines of `npm test` that start a stage: the build's last line (scripts/precompress.ts), and
// Playwright's first.
const buildDone = /^precompressed \d+ files/;
const browserTestsBegin = /Running \d+ tests? using \d+ workers?/;

interface Beside {
  name: string;
  script: string;
  env: NodeJS.ProcessEnv;
  startsAt: RegExp;
  run?: Promise<Outcome>;
}
const secondDatabase = process.env.VALIDATE_SECOND_DATABASE_URL;
const besides: Beside[] = [
  ...(secondDatabase
    ? [
        {
          name: 'server suite against VALIDATE_SECOND_DATABASE_URL',
          script: 'test:server',
          env: { TEST_DATABASE_URL: secondDatabase },
          startsAt: buildDone,
        },
      ]
    : []),
  {
    name: 'trust suite (slow proofs: crashes, shutdown, backup, fuzz, points model, load, two servers)',
    script: 'test:trust',
    env: {},
    startsAt: browserTestsBegin,
  },
];
const start = (beside: Beside) => {
  if (beside.run) return;
  say(`${beside.name}: started beside npm test`);
  beside.run = npmRun(beside.script, true, beside.env);
};

say("npm test (the README's test command)");
const test = await npmRun('test', false, {}, (line) => {
  // Playwright and Vite colour their lines
  const plain = stripVTControlCharacters(line);
  for (const beside of besides) if (beside.startsAt.test(plain)) start(beside);
});
say(`npm test: ${test.code === 0 ? 'passed' : `exit ${test.code}`} in ${test.seconds}s`);
if (test.code !== 0) {
  for (const child of children) child.kill('SIGTERM');
  fail('npm test');
}
besides.forEach(start);
const failed: string[] = [];
for (const beside of besides) {
  if (!beside.run) continue;
  const outcome = await beside.run;
  say(`${beside.name}: its output (${outcome.seconds}s)`);
  process.stdout.write(outcome.output);
  if (outcome.code !== 0) failed.push(`${beside.script} (exit ${outcome.code})`);
}
if (failed.length > 0) fail(failed.join(', '));
say('validate passed');
