/**
 * @jest-environment node
 */
import type { BuildRecord } from './builds';
import { begun, checkDeploy, finished, historyText, parseHistory, rollbackTarget, type History } from './history';

const day = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-20T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * day).toISOString();

function record(name: string, deployed = 30): BuildRecord {
  return { build: name, deployedAt: daysAgo(deployed), objects: [] };
}

const records = ['a', 'b', 'c', 'd'].map((name) => record(name));
const everyBuild = new Set(['a', 'b', 'c', 'd']);
const history = (wentLive: string[], unfinished?: History['unfinished']): History => ({
  wentLive,
  ...(unfinished ? { unfinished } : {}),
  shownAt: {},
});
const target = (from: History, requested?: string) => {
  const { record, way, reason } = rollbackTarget(from, records, requested);
  return { build: record.build, way, reason };
};

describe('the history, as a deploy or a rollback writes it', () => {
  it('marks the build unfinished when it begins, shown from then', () => {
    expect(begun(history(['a']), 'b', 'deploy', now)).toEqual({
      wentLive: ['a'],
      unfinished: { build: 'b', way: 'deploy' },
      shownAt: { b: now.toISOString() },
    });
  });

  it('puts a deployed build, or one rolled back to by name, on top of the builds that went live', () => {
    const deployed = finished(begun(history(['a']), 'b', 'deploy', now), everyBuild);
    expect(deployed).toEqual({ wentLive: ['a', 'b'], shownAt: { b: now.toISOString() } });
    expect(finished(begun(history(['a', 'b']), 'a', 'rollback to', now), everyBuild).wentLive).toEqual(['a', 'b', 'a']);
  });

  it('takes the live build off when a rollback returns to the one before it', () => {
    expect(finished(begun(history(['a', 'b', 'c']), 'b', 'rollback', now), everyBuild).wentLive).toEqual(['a', 'b']);
  });

  it('leaves the builds as they were when the live one is put back whole, or deployed again', () => {
    const cutShort = history(['a', 'b'], { build: 'c', way: 'deploy' });
    expect(finished(begun(cutShort, 'b', 'rollback', now), everyBuild).wentLive).toEqual(['a', 'b']);
    expect(finished(begun(history(['a', 'b']), 'b', 'deploy', now), everyBuild).wentLive).toEqual(['a', 'b']);
  });

  it('forgets the builds no longer kept, and every build below them: a rollback never skips one', () => {
    const from = { ...history(['a', 'b', 'c', 'b']), shownAt: { a: daysAgo(3), c: daysAgo(2), d: daysAgo(1) } };
    const after = finished(begun(from, 'd', 'deploy', now), new Set(['a', 'b', 'd']));
    expect(after).toEqual({ wentLive: ['b', 'd'], shownAt: { a: daysAgo(3), d: now.toISOString() } });
  });
});

describe('which build a rollback puts back', () => {
  it('is the build that was live before the live one', () => {
    expect(target(history(['a', 'b', 'c']))).toEqual({ build: 'b', way: 'rollback', reason: 'live before c' });
  });

  it('refuses, in one line, when no kept build was live before', () => {
    expect(() => target(history(['a']))).toThrow(/^No kept build was live before build a: nothing to roll back to\.$/);
    expect(() => target(history([]))).toThrow(/^No build has finished going live in this bucket/);
    expect(() => rollbackTarget(history(['x', 'a']), records)).toThrow(
      /^Build x \(live before a\) is no longer kept: nothing to roll back to\.$/,
    );
  });

  it('puts the live build back whole after a deploy cut short, never the half-finished build', () => {
    expect(target(history(['a', 'b'], { build: 'c', way: 'deploy' }))).toEqual({
      build: 'b',
      way: 'rollback',
      reason: 'live before the deploy of c began, which did not finish',
    });
    expect(target(history(['a', 'b'], { build: 'c', way: 'rollback to' })).build).toBe('b');
    expect(() => target(history([], { build: 'a', way: 'deploy' }))).toThrow(
      /^The deploy of build a did not finish, or is still running: some of its pages may be live, and no build went live before it: run npm run deploy from build a to finish it\.$/,
    );
  });

  it('aims again at the build a rollback cut short was putting back', () => {
    expect(target(history(['a', 'b', 'c'], { build: 'b', way: 'rollback' })).build).toBe('b');
  });

  it('takes any kept build by name, forward as well as back, and the live one after a deploy cut short', () => {
    expect(target(history(['a', 'b', 'c']), 'a')).toEqual({ build: 'a', way: 'rollback to', reason: 'chosen by name' });
    expect(target(history(['a', 'b']), 'd').build).toBe('d');
    expect(target(history(['a', 'b'], { build: 'c', way: 'deploy' }), 'b').build).toBe('b');
    expect(target(history(['a', 'b'], { build: 'c', way: 'rollback to' }), 'c').build).toBe('c');
    expect(() => target(history(['a', 'b']), 'b')).toThrow(/^Build b is the live build already\.$/);
    expect(() => target(history(['a']), 'x')).toThrow(/^The bucket holds no record of build x; it keeps a, b, c, d\.$/);
  });

  it('says, in one line, that a build whose deploy was cut short did not finish, and what to do', () => {
    expect(() => target(history(['a', 'b'], { build: 'c', way: 'deploy' }), 'c')).toThrow(
      new Error(
        "The deploy of build c did not finish, or is still running: some of its pages may be live, others b's: " +
          'run npm run deploy from build c to finish it, ' +
          'or npm run deploy -- --rollback to put back b, the last build that finished going live.',
      ),
    );
  });
});

describe('a deploy over a run left unfinished', () => {
  it('finishes it when it deploys the same build, and waits for it otherwise, naming it', () => {
    const running = history(['a', 'b'], { build: 'c', way: 'deploy' });
    expect(() => checkDeploy(running, 'c')).not.toThrow();
    expect(() => checkDeploy(running, 'd')).toThrow(/^The deploy of build c did not finish, or is still running: /);
    expect(() => checkDeploy(history(['a'], { build: 'b', way: 'rollback' }), 'c')).toThrow(
      /^The rollback to build b did not finish, or is still running: .*run npm run deploy -- --rollback b to finish it/,
    );
    expect(() => checkDeploy(history(['a', 'b']), 'd')).not.toThrow();
  });
});

describe('the stored history', () => {
  it('reads back what was written', () => {
    const written = begun(history(['a', 'b']), 'c', 'rollback to', now);
    expect(parseHistory(historyText(written))).toEqual(written);
  });

  it('refuses a history that is not JSON, or not one the deploy wrote', () => {
    expect(() => parseHistory('{')).toThrow(SyntaxError);
    expect(() => parseHistory('{"wentLive":"a"}')).toThrow(/^The deploy history _deploy\/history.json is not one/);
    expect(() => parseHistory('{"wentLive":[],"shownAt":null}')).toThrow(/is not one this deploy wrote/);
    expect(() => parseHistory('{"wentLive":[],"shownAt":{},"unfinished":{"build":"a","way":"push"}}')).toThrow(
      /is not one this deploy wrote/,
    );
  });
});
