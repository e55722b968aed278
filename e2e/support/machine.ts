import { availableParallelism } from 'node:os';

/**
 * What the suite takes from the machine it runs on. Its time limits are not tuned to one machine:
 * every wait is for a condition, and a limit only says when to give up on it, at about ten times
 * what the wait takes on an idle two-core machine, so that a machine two or three times slower,
 * and busy with something else, still passes.
 */

/** The default limit of one test; a test that visits many pages asks for `perPage` each. */
export const testLimit = 120_000;
export const perPage = 20_000;

/** The limit of one expectation that waits (a text to appear, a page to hydrate). */
export const expectLimit = 20_000;

/** One worker per core, unless E2E_WORKERS says otherwise. */
export const workers = Number(process.env.E2E_WORKERS) || availableParallelism();
