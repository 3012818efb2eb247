// Development: the API with reload on :3000 and Vite with hot reload on :5173 (proxying /api).
// Open http://localhost:5173. Mail links point there too (PUBLIC_URL).
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '3000';
const children = [
  spawn('node', ['--watch-path=server', '--watch-path=shared', 'server/index.ts'], {
    stdio: 'inherit',
    env: { PUBLIC_URL: 'http://localhost:5173', ...process.env, PORT: port },
  }),
  spawn('vite', [], { stdio: 'inherit', env: { ...process.env, API_PORT: port } }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
