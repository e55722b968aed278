/**
 * @jest-environment node
 */
import { keysOf, parseRecord, recordKey, recordText, retain } from './builds';
import type { BuildRecord } from './builds';

const day = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-20T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * day).toISOString();

/** A build first deployed some days ago. */
function build(name: string, deployed: number): BuildRecord {
  return {
    build: name,
    deployedAt: daysAgo(deployed),
    objects: [
      { key: `_next/static/chunks/${name}.js`, contentType: 'text/javascript', cacheControl: 'immutable', md5: 'a' },
      { key: 'en/about.html', contentType: 'text/html', cacheControl: 'revalidate', md5: 'b', copy: `sha-${name}` },
      {
        key: 'en/about.br',
        contentType: 'text/html',
        cacheControl: 'revalidate',
        encoding: 'br',
        md5: 'c',
        copy: `br-${name}`,
      },
    ],
  };
}

/** When each build was last shown, as the history tells it, in days ago (else when it was deployed). */
const shown =
  (days: Record<string, number> = {}) =>
  (record: BuildRecord) =>
    days[record.build] === undefined ? Date.parse(record.deployedAt) : now.getTime() - days[record.build]! * day;

const names = (records: readonly BuildRecord[]) => records.map((record) => record.build);

describe('which earlier builds the bucket keeps', () => {
  // Deployed and shown 30, 20, 10, 9 and 0.5 days ago; the newest is live.
  const records = [build('e', 0.5), build('a', 30), build('b', 20), build('c', 10), build('d', 9)];

  it('keeps the latest builds, the live one included, however old', () => {
    expect(names(retain(records, shown(), now, { keepBuilds: 3, keepDays: 0 }).kept)).toEqual(['e', 'd', 'c']);
    expect(names(retain(records, shown(), now, { keepBuilds: 3, keepDays: 0 }).expired)).toEqual(['b', 'a']);
    expect(names(retain(records, shown(), now, { keepBuilds: 1, keepDays: 0 }).kept)).toEqual(['e']);
  });

  it('keeps any build replaced less than the retention days ago, counted from its replacement', () => {
    // b was replaced by c 10 days ago, c by d 9 days ago, d by e half a day ago.
    expect(names(retain(records, shown(), now, { keepBuilds: 1, keepDays: 7 }).kept)).toEqual(['e', 'd']);
    expect(names(retain(records, shown(), now, { keepBuilds: 1, keepDays: 9.5 }).kept)).toEqual(['e', 'd', 'c']);
    expect(names(retain(records, shown(), now, { keepBuilds: 2, keepDays: 11 }).kept)).toEqual(['e', 'd', 'c', 'b']);
  });

  it('orders builds by when they were last shown: a rolled-back-to build is the newest', () => {
    const rolledBack = [build('a', 30), build('b', 20), build('c', 10)];
    expect(names(retain(rolledBack, shown({ a: 0.1 }), now, { keepBuilds: 3, keepDays: 0 }).kept)).toEqual([
      'a',
      'c',
      'b',
    ]);
    expect(names(retain(rolledBack, shown({ a: 0.1 }), now, { keepBuilds: 2, keepDays: 0 }).expired)).toEqual(['b']);
    // c was replaced when a was shown again, a tenth of a day ago; b when c was shown.
    expect(names(retain(rolledBack, shown({ a: 0.1 }), now, { keepBuilds: 1, keepDays: 1 }).kept)).toEqual(['a', 'c']);
  });

  it('names every key a kept build needs: its build assets, the copies of its other files, its record', () => {
    expect(keysOf(build('a', 1))).toEqual([
      '_next/static/chunks/a.js',
      '_deploy/files/sha-a',
      '_deploy/files/br-a',
      '_deploy/builds/a.json',
    ]);
  });
});

describe('a build record', () => {
  it('reads back what was written', () => {
    const record = build('a', 1);
    expect(parseRecord(recordKey('a'), recordText(record))).toEqual(record);
  });

  it('refuses a record that is not JSON, not a record, or stored under another build’s key', () => {
    expect(() => parseRecord(recordKey('a'), '{')).toThrow(SyntaxError);
    expect(() => parseRecord(recordKey('a'), '{"build":"a"}')).toThrow(/not one this deploy wrote/);
    expect(() => parseRecord(recordKey('b'), recordText(build('a', 1)))).toThrow(/not one this deploy wrote/);
  });
});
