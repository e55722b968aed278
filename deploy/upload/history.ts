import { recordsPrefix, type BuildRecord } from './builds';
import { Refusal } from './errors';

/**
 * Which build went live when, in one object every run writes twice, conditionally on the version it
 * read: as it begins (its build unfinished), and once every file is up (its build live). The builds
 * that went live form a stack: a deploy pushes its build, a plain rollback pops the live one.
 */
export const historyKey = `${recordsPrefix}history.json`;

/** How a build goes live: a deploy, `--rollback` (to the build live before), `--rollback BUILD`. */
export type Way = 'deploy' | 'rollback' | 'rollback to';
const ways: readonly Way[] = ['deploy', 'rollback', 'rollback to'];

export interface History {
  /** Oldest first, less those a rollback stepped back from: the last is live. */
  wentLive: string[];
  /** A run that began and did not finish: some pages may be its build's. */
  unfinished?: { build: string; way: Way };
  /** When each kept build's latest run began (ISO 8601): when it was last shown. */
  shownAt: Record<string, string>;
}

export const emptyHistory: History = { wentLive: [], shownAt: {} };

export function parseHistory(text: string): History {
  const history = JSON.parse(text) as Partial<History>;
  const valid = Array.isArray(history.wentLive) && typeof history.shownAt === 'object' && history.shownAt !== null;
  const why = `The deploy history ${historyKey} is not one this deploy wrote: restore it from the bucket's versions.`;
  if (!valid || (history.unfinished && !ways.includes(history.unfinished.way))) throw new Refusal(why);
  return history as History;
}

export const historyText = (history: History) => `${JSON.stringify(history)}\n`;

export const lastShown = (history: History) => (record: BuildRecord) =>
  Date.parse(history.shownAt[record.build] ?? record.deployedAt);

export function begun(history: History, build: string, way: Way, now: Date): History {
  return { ...history, unfinished: { build, way }, shownAt: { ...history.shownAt, [build]: now.toISOString() } };
}

/**
 * Its build on top of the stack, or for a plain rollback the live one popped off. Builds no longer kept
 * leave it, with every build below them: a rollback stops where the builds it could return to end.
 */
export function finished(history: History, kept: ReadonlySet<string>): History {
  const { build, way } = history.unfinished!;
  let stack = history.wentLive;
  if (build !== stack.at(-1)) stack = way === 'rollback' ? stack.slice(0, -1) : [...stack, build];
  const gone = stack.findLastIndex((name) => !kept.has(name));
  const shownAt = Object.fromEntries(Object.entries(history.shownAt).filter(([name]) => kept.has(name)));
  return { wentLive: stack.slice(gone + 1), shownAt };
}

function cutShort({ build, way }: NonNullable<History['unfinished']>, live: string | undefined): Refusal {
  const what = way === 'deploy' ? 'deploy of' : 'rollback to';
  const state = `The ${what} build ${build} did not finish, or is still running: some of its pages may be live`;
  const finish = way === 'deploy' ? `npm run deploy from build ${build}` : `npm run deploy -- --rollback ${build}`;
  if (!live) return new Refusal(`${state}, and no build went live before it: run ${finish} to finish it.`);
  const back = `npm run deploy -- --rollback to put back ${live}, the last build that finished going live`;
  return new Refusal(`${state}, others ${live}'s: run ${finish} to finish it, or ${back}.`);
}

/** A deploy finishes the run left unfinished, or waits for it: two builds uploading at once would mix. */
export function checkDeploy(history: History, build: string): void {
  if (history.unfinished && history.unfinished.build !== build)
    throw cutShort(history.unfinished, history.wentLive.at(-1));
}

/**
 * Without a name: the build live before the live one; after a deploy cut short, the live one put back
 * whole; after a rollback cut short, the build it was putting back. By name: any kept build but one
 * whose deploy was cut short.
 */
export function rollbackTarget(history: History, records: readonly BuildRecord[], requested?: string) {
  const live = history.wentLive.at(-1);
  const { unfinished } = history;
  const recordOf = (build: string) => records.find((record) => record.build === build);
  if (requested) {
    const record = recordOf(requested);
    if (!record) {
      const names = records.map(({ build }) => build).join(', ');
      throw new Refusal(`The bucket holds no record of build ${requested}; it keeps ${names || 'none'}.`);
    }
    if (unfinished?.way === 'deploy' && unfinished.build === requested) throw cutShort(unfinished, live);
    if (requested === live && !unfinished) throw new Refusal(`Build ${requested} is the live build already.`);
    return { record, way: 'rollback to' as Way, reason: 'chosen by name' };
  }
  let build: string | undefined;
  let reason: string;
  if (unfinished?.way === 'rollback') {
    build = unfinished.build;
    reason = `live before ${live}; the rollback to it did not finish`;
  } else if (unfinished) {
    if (!live) throw cutShort(unfinished, live);
    build = live;
    const what = unfinished.way === 'deploy' ? 'the deploy of' : 'the rollback to';
    reason = `live before ${what} ${unfinished.build} began, which did not finish`;
  } else {
    if (!live) throw new Refusal('No build has finished going live in this bucket: nothing to roll back to.');
    build = history.wentLive.at(-2);
    if (!build) throw new Refusal(`No kept build was live before build ${live}: nothing to roll back to.`);
    reason = `live before ${live}`;
  }
  const record = recordOf(build);
  if (!record) throw new Refusal(`Build ${build} (${reason}) is no longer kept: nothing to roll back to.`);
  return { record, way: 'rollback' as Way, reason };
}
