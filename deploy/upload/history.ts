import { recordsPrefix, RecordError, type BuildRecord } from './builds';

/**
 * Which build is live, which went live before it, and whether a deploy or a rollback was cut short.
 *
 * A build's record says what the build is; the history says how builds went live, in one object of
 * its own, `_deploy/history.json`. Every deploy and every rollback writes it twice: as it begins,
 * before it changes anything a visitor sees (its build marked unfinished), and once it has finished
 * (every file up, the website configuration set), before it deletes anything (its build live). A
 * store replaces an object whole or not at all, so a process killed at any step leaves the history
 * as it was before that step or after it: never half of each.
 *
 * The builds that went live form a stack: a deploy pushes its build, and a rollback pops the live one
 * off, back to the build that was live before it; run again, to the one before that. A rollback to a
 * build chosen by name pushes it, as a deploy does: a rollback after it returns to the build it
 * replaced. Only builds that finished going live are on the stack, so a rollback never aims at a
 * build that was never live, nor at one whose deploy was cut short.
 */
export const historyKey = `${recordsPrefix}history.json`;

/** How a build goes live: a deploy, `--rollback` (to the build live before), `--rollback BUILD`. */
export type Way = 'deploy' | 'rollback' | 'rollback to';
const ways: readonly Way[] = ['deploy', 'rollback', 'rollback to'];

export interface History {
  /** The builds that went live, oldest first, less those a rollback stepped back from: the last is live. */
  wentLive: string[];
  /** A deploy or a rollback that began and did not finish: some pages may be its build's, some the live one's. */
  unfinished?: { build: string; way: Way };
  /** When each build's latest deploy or rollback began (ISO 8601), finished or not: when it was last shown. */
  shownAt: Record<string, string>;
}

/** Reads what historyText wrote, refusing anything else. */
export function parseHistory(text: string): History {
  const fix = "remove it (the deploy then reads the builds' records alone), or restore it from the store's versions";
  let history: History;
  try {
    history = JSON.parse(text) as History;
  } catch {
    throw new RecordError(`The deploy history ${historyKey} is not JSON: ${fix}.`);
  }
  const isText = (value: unknown) => typeof value === 'string';
  const valid =
    Array.isArray(history?.wentLive) &&
    history.wentLive.every(isText) &&
    typeof history.shownAt === 'object' &&
    history.shownAt !== null &&
    Object.values(history.shownAt).every(isText) &&
    (history.unfinished === undefined || (isText(history.unfinished?.build) && ways.includes(history.unfinished?.way)));
  if (!valid) throw new RecordError(`The deploy history ${historyKey} is not a history of this deploy: ${fix}.`);
  return history;
}

export function historyText(history: History): string {
  return `${JSON.stringify(history)}\n`;
}

const liveAtOf = (record: BuildRecord) => Date.parse(record.liveAt!);

/**
 * The history of a bucket whose deploys kept none: what its records tell. Each says when its build
 * first began deploying (deployedAt) and, once a deploy or a rollback finished putting it live, when
 * that last happened (liveAt). Assumed, as nothing else is recorded: the builds went live in the order
 * of their liveAt, each replacing the one before it, so that a rollback steps back along that order;
 * earlier go-lives of the same build, and which of them were rollbacks, are lost. A build that never
 * finished going live and whose deploy began after the last one finished is unfinished (some of its
 * pages may be live); one that began before was cut short and replaced since. A deploy cut short of a
 * build that had been live before cannot be told from a finished one.
 */
function historyOfRecords(records: readonly BuildRecord[]): History {
  const wentLive = records
    .filter((record) => record.liveAt)
    .sort((a, b) => liveAtOf(a) - liveAtOf(b) || a.build.localeCompare(b.build))
    .map((record) => record.build);
  const lastLive = records.find((record) => record.build === wentLive.at(-1));
  const latest = records
    .filter((record) => !record.liveAt)
    .sort((a, b) => Date.parse(b.deployedAt) - Date.parse(a.deployedAt))[0];
  const cutShort = latest && (!lastLive || Date.parse(latest.deployedAt) > liveAtOf(lastLive));
  // Their times stay in the records, which lastShown reads.
  return { wentLive, ...(cutShort ? { unfinished: { build: latest.build, way: 'deploy' } } : {}), shownAt: {} };
}

/** The bucket's history: the one stored, or else what its records tell. */
export function historyOf(records: readonly BuildRecord[], stored: History | undefined): History {
  return stored ?? historyOfRecords(records);
}

/**
 * When a build was last shown, in milliseconds: when its latest deploy or rollback began. A build the
 * history does not name was recorded before the history was kept (its record's liveAt, or when its
 * deploy began), or its deploy stopped before it began changing what visitors see (when it began: as
 * if it had been shown, which keeps it longer, never shorter).
 */
export function lastShown(history: History): (record: BuildRecord) => number {
  return (record) => Date.parse(history.shownAt[record.build] ?? record.liveAt ?? record.deployedAt);
}

/** The history once a deploy or a rollback of `build` has begun: unfinished, shown from now. */
export function begun(history: History, build: string, way: Way, now: Date): History {
  return { ...history, unfinished: { build, way }, shownAt: { ...history.shownAt, [build]: now.toISOString() } };
}

/**
 * The history once the unfinished deploy or rollback has finished: its build is live, on top of the
 * stack, or, for a rollback to the build live before, the live build is popped off. Putting the live
 * build back whole (after a deploy cut short) leaves the stack as it was. Builds no longer kept leave
 * the history, and with them every build below them on the stack: a rollback stops where the builds
 * it could return to end, rather than skip one.
 */
export function finished(history: History, kept: ReadonlySet<string>): History {
  const { build, way } = history.unfinished!;
  const live = history.wentLive.at(-1);
  let stack = history.wentLive;
  if (build !== live) stack = way === 'rollback' ? stack.slice(0, -1) : [...stack, build];
  const gone = stack.findLastIndex((name) => !kept.has(name));
  const shownAt = Object.fromEntries(Object.entries(history.shownAt).filter(([name]) => kept.has(name)));
  return { wentLive: stack.slice(gone + 1), shownAt };
}

/** The build a rollback puts live, how, and why that one, in words for its plan. */
interface RollbackTarget {
  record: BuildRecord;
  way: Way;
  reason: string;
}

/** The one line saying that a deploy or a rollback to a chosen build was cut short, and what to do. */
function cutShort({ build, way }: NonNullable<History['unfinished']>, live: string | undefined): RecordError {
  const state =
    way === 'deploy'
      ? `The deploy of build ${build} did not finish: some of its pages may be live`
      : `The rollback to build ${build} did not finish: some of its pages may be live`;
  const finish =
    way === 'deploy'
      ? `run npm run deploy from build ${build} to finish it`
      : `run npm run deploy -- --rollback ${build} to finish it`;
  if (!live) return new RecordError(`${state}, and no build went live before it: ${finish}.`);
  const back = `npm run deploy -- --rollback to put back ${live}, the last build that finished going live`;
  return new RecordError(`${state}, others ${live}'s: ${finish}, or ${back}.`);
}

/**
 * The build `npm run deploy -- --rollback [BUILD]` puts live. Without a name: the build that was live
 * before the live one. After a deploy (or a rollback to a chosen build) cut short: the live build, the
 * last that finished going live, put back whole. After a rollback cut short: the build it was putting
 * back, so that running it again finishes it. By name: any kept build, forward as well as back, but
 * not one whose deploy was cut short while its pages may be live: that deploy is finished by running
 * it again, or undone by a rollback.
 */
export function rollbackTarget(history: History, records: readonly BuildRecord[], requested?: string): RollbackTarget {
  const live = history.wentLive.at(-1);
  const { unfinished } = history;
  const recordOf = (build: string) => records.find((record) => record.build === build);
  if (requested) {
    const record = recordOf(requested);
    if (!record) {
      const names = records.map(({ build }) => build).join(', ');
      throw new RecordError(`The bucket holds no record of build ${requested}; it keeps ${names || 'none'}.`);
    }
    if (unfinished?.way === 'deploy' && unfinished.build === requested) throw cutShort(unfinished, live);
    if (requested === live && !unfinished) throw new RecordError(`Build ${requested} is the live build already.`);
    return { record, way: 'rollback to', reason: 'chosen by name' };
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
    if (!live) throw new RecordError('No build has finished going live in this bucket: nothing to roll back to.');
    build = history.wentLive.at(-2);
    if (!build) throw new RecordError(`No kept build was live before build ${live}: nothing to roll back to.`);
    reason = `live before ${live}`;
  }
  const record = recordOf(build);
  if (!record) throw new RecordError(`Build ${build} (${reason}) is no longer kept: nothing to roll back to.`);
  return { record, way: 'rollback', reason };
}
