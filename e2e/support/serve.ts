// Starts the real server (server/index.ts, as `npm start` does) on a fresh data directory.
import { rmSync } from 'node:fs';

const dataDir = process.env.DATA_DIR;
if (!dataDir || !dataDir.includes('hive-e2e-')) throw new Error('serve.ts needs the e2e DATA_DIR');
rmSync(dataDir, { recursive: true, force: true });
await import('../../server/index.ts');
