// After `npm run build`, in `npm test`: each measured route's initial JavaScript (gzip; the entry
// and its static imports plus the route's lazy chunk, as the bench counts it) within its budget
// (ADR 063). Bytes do not depend on the machine, so unlike the bench's timings this can fail CI:
// one static import of a Zod contract would put Zod back into a route's first script unnoticed.
import { bundleGoalKib, initialJsKib } from './initial-js.ts';

const over: string[] = [];
for (const [route, kib] of Object.entries(initialJsKib('dist/client'))) {
  const goal = bundleGoalKib(route);
  console.log(`${route.padEnd(16)} ${kib.toFixed(1).padStart(6)} KiB  (budget ${goal})`);
  if (kib > goal) over.push(`${route}: ${kib} KiB > ${goal}`);
}
if (over.length > 0) {
  console.error(`initial JavaScript over budget (ADR 044, 061):\n  ${over.join('\n  ')}`);
  process.exit(1);
}
