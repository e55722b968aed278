/**
 * @jest-environment node
 */
import { byRecency, keysOf, parseRecord, recordKey, recordText, retain, rollbackTarget } from './builds';
import type { BuildRecord } from './builds';

const day = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-20T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * day).toISOString();

/** A build first deployed and last put live some days ago (liveAt absent: its deploy never finished). */
function build(name: string, deployed: number, live: number | undefined = deployed): BuildRecord {
  return {
    build: name,
    deployedAt: daysAgo(deployed),
    ...(live === undefined ? {} : { liveAt: daysAgo(live) }),
    website: {},
    objects: [
      { key: `_next/static/chunks/${name}.js`, contentType: 'text/javascript', cacheControl: 'immutable', md5: 'a' },
      { key: 'en/about.html', contentType: 'text/html', cacheControl: 'revalidate', md5: 'b', copy: `sha-${name}` },
      { key: 'en/about/index.html', contentType: 'text/html', cacheControl: '', md5: 'c', websiteRedirect: '/about' },
    ],
  };
}

const names = (records: readonly BuildRecord[]) => records.map((record) => record.build);

describe('which earlier builds the bucket keeps', () => {
  // Deployed 30, 20, 10, 9 and 0.5 days ago; the newest is live.
  const records = [build('a', 30), build('b', 20), build('c', 10), build('d', 9), build('e', 0.5)];

  it('keeps the latest builds, the live one included, however old', () => {
    expect(names(retain(records, now, { keepBuilds: 3, keepDays: 0 }).kept)).toEqual(['e', 'd', 'c']);
    expect(names(retain(records, now, { keepBuilds: 3, keepDays: 0 }).expired)).toEqual(['b', 'a']);
    expect(names(retain(records, now, { keepBuilds: 1, keepDays: 0 }).kept)).toEqual(['e']);
  });

  it('keeps any build replaced less than the retention days ago, counted from its replacement', () => {
    // b was replaced by c 10 days ago, c by d 9 days ago, d by e half a day ago.
    expect(names(retain(records, now, { keepBuilds: 1, keepDays: 7 }).kept)).toEqual(['e', 'd']);
    expect(names(retain(records, now, { keepBuilds: 1, keepDays: 9.5 }).kept)).toEqual(['e', 'd', 'c']);
    expect(names(retain(records, now, { keepBuilds: 2, keepDays: 11 }).kept)).toEqual(['e', 'd', 'c', 'b']);
  });

  it('orders builds by when they last went live: a rolled-back-to build is the newest', () => {
    const rolledBack = [build('a', 30, 0.1), build('b', 20), build('c', 10)];
    expect(names(byRecency(rolledBack))).toEqual(['a', 'c', 'b']);
    expect(names(retain(rolledBack, now, { keepBuilds: 2, keepDays: 0 }).expired)).toEqual(['b']);
  });

  it('counts a build whose first deploy never finished from when it started', () => {
    const interrupted = [build('a', 30), build('b', 2, undefined)];
    expect(names(byRecency(interrupted))).toEqual(['b', 'a']);
  });

  it('names every key a kept build needs: its build assets, the copies of its other files, its record', () => {
    expect(keysOf(build('a', 1))).toEqual(['_next/static/chunks/a.js', '_deploy/files/sha-a', '_deploy/builds/a.json']);
  });
});

describe('which build a rollback puts back', () => {
  it('is the build first deployed before the live one', () => {
    expect(rollbackTarget([build('a', 30), build('b', 20), build('c', 10)]).build).toBe('b');
  });

  it('goes further back when run again after a rollback has finished', () => {
    // c was live, a rollback put b back (liveAt now): the next rollback goes to a, not back to c.
    expect(rollbackTarget([build('a', 30), build('b', 20, 0), build('c', 10)]).build).toBe('a');
  });

  it('puts back the live build before a deploy that never finished', () => {
    expect(rollbackTarget([build('a', 30), build('b', 0.1, undefined)]).build).toBe('a');
  });

  it('takes any kept build by name, forward as well as back', () => {
    expect(rollbackTarget([build('a', 30), build('b', 20, 0)], 'a').build).toBe('a');
    expect(() => rollbackTarget([build('a', 30), build('b', 20, 0)], 'b')).toThrow(/b is the live build already/);
    expect(rollbackTarget([build('a', 30, 0), build('b', 20)], 'b').build).toBe('b');
    expect(() => rollbackTarget([build('a', 30)], 'x')).toThrow(/no record of build x; it keeps a/);
  });

  it('refuses when there is nothing earlier', () => {
    expect(() => rollbackTarget([])).toThrow(/no record of an earlier build/);
    expect(() => rollbackTarget([build('a', 30)])).toThrow(/No build was deployed before the live build a/);
  });
});

describe('a build record', () => {
  it('reads back what was written', () => {
    const record = build('a', 1);
    expect(parseRecord(recordKey('a'), recordText(record))).toEqual(record);
  });

  it('refuses a record that is not JSON, not a record, or stored under another build', () => {
    expect(() => parseRecord(recordKey('a'), '{')).toThrow(/is not JSON/);
    expect(() => parseRecord(recordKey('a'), '{"build":"a"}')).toThrow(/not a record of this deploy/);
    expect(() => parseRecord(recordKey('b'), recordText(build('a', 1)))).toThrow(/not a record of this deploy/);
  });
});
