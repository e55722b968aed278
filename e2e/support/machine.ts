import { availableParallelism } from 'node:os';
import { defaultPort } from '../../deploy/preview/port';

/**
 * What the suite takes from the machine it runs on. Its time limits are not tuned to one machine:
 * every wait is for a condition, and a limit only says when to give up on it, at about ten times
 * what the wait takes on an idle two-core machine, so that a machine two or three times slower,
 * and busy with something else, still passes.
 */

/**
 * No test may be given longer: a hang would go unseen for as long as a limit allows. A test that
 * needs more is split (by language, by step) into tests that each need less.
 */
const longestTest = 180_000;

/** The default limit of one test; a test that visits many pages asks for `limitFor` them. */
export const testLimit = 120_000;

/** One page visited in Chromium: loaded, hydrated and checked (axe included), about 1 s idle. */
const perPage = 9_000;

/** One page visited in Firefox or WebKit, at two widths, about 2 s idle. */
export const perEnginePage = 20_000;

/** The limit of one expectation or action that waits (a text to appear, a page to load or hydrate). */
export const expectLimit = 20_000;

/** The limit of a test that visits `pages` pages at `each` ms a page, refused over `longestTest`. */
export function limitFor(pages: number, each = perPage): number {
  const limit = pages * each;
  if (limit > longestTest)
    throw new Error(`${pages} pages at ${each / 1000} s each is over ${longestTest / 1000} s: split the test`);
  return limit;
}

/** Starting a browser engine's driver, or a session of it: about 3 s idle. */
export const engineStartLimit = 30_000;

/** One worker per core, unless E2E_WORKERS says otherwise. */
export const workers = Number(process.env.E2E_WORKERS) || availableParallelism();

/** The local CloudFront emulator's port for the specs. */
export const e2ePort = Number(process.env.E2E_PORT ?? defaultPort);

/** How many ports after e2ePort the engines take: two proxies each for Firefox and WebKit, then WebKit's driver. */
export const enginePorts = 5;

/** The routing table's `next dev`: the port after the engines'. */
export const nextDevPort = e2ePort + enginePorts + 1;
