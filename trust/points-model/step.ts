// What every step is made of. A step is one action of a batch, prepared against the state at the
// batch's start: `run` sends its requests, and the function it returns checks the responses and
// feeds the model. Steps apply by phase, so that a claim or a replay sees the completions of its
// own batch.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Actor } from './actions.ts';
import type { Account, BatchChecks, World } from './world.ts';

export const phases = { independent: 0, completion: 1, claim: 2, replay: 3 } as const;

export interface Step {
  phase: number;
  run(): Promise<(checks: BatchChecks) => void>;
}

/** `list[n mod length]`, or undefined for an empty list. */
export function choose<T>(list: readonly T[], n: number): T | undefined {
  return list.length === 0 ? undefined : list[n % list.length];
}

/** A pool account, or null for a visitor. */
export function actorOf(world: World, actor: Actor): Account | null {
  return actor === null ? null : choose(world.accounts, actor)!;
}

/** The response's status, with its body in the failure message. */
export function expectStatus(response: LightMyRequestResponse, ...allowed: number[]): number {
  expect(allowed, `${response.statusCode} ${response.body}`).toContain(response.statusCode);
  return response.statusCode;
}
