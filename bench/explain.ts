// The EXPLAIN check (ADR 073): no request path may read answers, statuses, sessions or profiles
// with a sequential scan. PostgreSQL's auto_explain logs the plan of every statement the server
// runs; each scenario is sent once, alone, and its plans are searched for such a scan.
// Statements the server runs off the request path (marked `/* background: <what> */`, e.g. the
// regional snapshot's refresh every 5 s) may land in a scenario's window: they are listed apart,
// not counted against the scenario.
import type pg from 'pg';
import type { Request } from 'autocannon';
import { sendOnce } from './api/once.ts';

const guardedTables = ['user_answers', 'user_question_status', 'session', 'profiles'];

export interface ExplainFinding {
  /** the guarded tables the scenario's statements scanned sequentially (empty: PASS) */
  seqScans: string[];
  /** the first offending statement, shortened */
  query?: string;
  /** background work seen in the window that scanned a guarded table (not a FAIL) */
  background?: string[];
}

/** Connections opened after this load auto_explain; the server's pool reconnects at once. */
async function setAutoExplain(admin: pg.ClientBase, on: boolean): Promise<void> {
  if (on) {
    await admin.query(`alter system set session_preload_libraries = 'auto_explain'`);
    await admin.query(`alter system set auto_explain.log_min_duration = 0`);
    await admin.query(`alter system set auto_explain.log_nested_statements = on`);
  } else {
    await admin.query(`alter system reset session_preload_libraries`);
    await admin.query(`alter system reset auto_explain.log_min_duration`);
    await admin.query(`alter system reset auto_explain.log_nested_statements`);
  }
  await admin.query(`select pg_reload_conf()`);
  // the server's idle pooled connections predate the setting: end them (the pool reconnects)
  await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity
                     where datname = current_database() and pid <> pg_backend_pid()
                       and backend_type = 'client backend'`);
  // let the pool see its connections end before the next request
  await new Promise((r) => setTimeout(r, 1000));
}

function findings(logText: string): ExplainFinding {
  const seqScans = new Set<string>();
  const background = new Set<string>();
  let query: string | undefined;
  // one logged plan per "duration: ... plan:" entry, its query text first
  for (const entry of logText.split(/duration: [\d.]+ ms\s+plan:/).slice(1)) {
    const scanned = guardedTables.filter((table) =>
      new RegExp(`Seq Scan on "?${table}"?\\b`).test(entry),
    );
    if (scanned.length === 0) continue;
    const offPath = /\/\* background: ([^*]+?) \*\//.exec(entry)?.[1];
    if (offPath) {
      background.add(`${offPath} (${scanned.join(', ')})`);
      continue;
    }
    for (const table of scanned) seqScans.add(table);
    query ??= /Query Text: ([\s\S]*?)\n\s*(?:[A-Z][a-z]|->)/
      .exec(entry)?.[1]
      ?.replace(/\s+/g, ' ')
      .slice(0, 240);
  }
  return {
    seqScans: [...seqScans],
    ...(query ? { query } : {}),
    ...(background.size ? { background: [...background] } : {}),
  };
}

/**
 * Sends each scenario once with auto_explain on. `capture` starts collecting PostgreSQL's log and
 * returns a function that stops and hands back what was logged.
 */
export async function explainScenarios(
  admin: pg.ClientBase,
  base: string,
  scenarios: { name: string; requests: Request[] }[],
  capture: () => () => string,
): Promise<Record<string, ExplainFinding>> {
  await setAutoExplain(admin, true);
  const result: Record<string, ExplainFinding> = {};
  try {
    for (const { name, requests } of scenarios) {
      const stop = capture();
      await sendOnce(base, requests);
      await new Promise((r) => setTimeout(r, 200)); // the log arrives through a pipe
      result[name] = findings(stop());
    }
  } finally {
    await setAutoExplain(admin, false);
  }
  return result;
}
