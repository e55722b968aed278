/**
 * @jest-environment node
 */
import { siteInventory } from '../../i18n/routing/site-inventory';
import { buildFolder } from '../shared/bucket-keys';
import { maxKeyValueBytes } from '../shared/key-value-store';
import {
  isWhole,
  keptHistory,
  manifestKey,
  nextHistory,
  parseManifest,
  prunedKeys,
  rollbackTarget,
  type History,
  type Manifest,
} from './builds';

const now = new Date('2026-11-20T12:00:00Z');
const day = 24 * 60 * 60 * 1000;

/** A build uploaded some days ago: two files of its own and one build asset, its own. */
function build(name: string, uploaded: number): Manifest {
  const uploadedAt = new Date(now.getTime() - uploaded * day).toISOString();
  return {
    build: name,
    uploadedAt,
    site: siteInventory(['robots.txt']),
    headers: { 'X-Frame-Options': 'DENY' },
    files: 2,
    assets: [`_next/static/chunks/${name}.js`, '_next/static/media/font.woff2'],
  };
}
const keysOf = (manifest: Manifest) => [
  manifestKey(manifest.build),
  `${buildFolder(manifest.build)}ro.html`,
  `${buildFolder(manifest.build)}404.html`,
  ...manifest.assets,
];
const bucket = (...manifests: Manifest[]) => [...new Set(manifests.flatMap(keysOf))];

// Uploaded 30, 20, 10 and 1 days ago.
const [a, b, c, d] = [build('a', 30), build('b', 20), build('c', 10), build('d', 1)] as [
  Manifest,
  Manifest,
  Manifest,
  Manifest,
];
const all = [a, b, c, d];
const none: History = { previous: [], ended: {} };
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('pruning after a build goes live', () => {
  it('deletes the folders of builds neither live nor among the newest, uploaded before the days kept, manifest last', () => {
    const pruned = prunedKeys(bucket(...all), all, 'd', none, now, { keepBuilds: 2, keepDays: 25 });
    expect(pruned).toEqual([
      'builds/a/ro.html',
      'builds/a/404.html',
      'builds/a/_deploy.json',
      '_next/static/chunks/a.js',
    ]);
  });

  it('keeps a build uploaded exactly keepDays ago, and deletes it a minute later', () => {
    const edge = build('e', 10);
    const pruned = (at: Date) => prunedKeys(bucket(edge, d), [edge, d], 'd', none, at, { keepBuilds: 1, keepDays: 10 });
    expect(pruned(now)).toEqual([]);
    expect(pruned(new Date(now.getTime() + 60_000))).toContain(manifestKey('e'));
  });

  it('keeps exactly the newest keepBuilds when every build is older than the days kept', () => {
    const folders = (keepBuilds: number) =>
      new Set(
        prunedKeys(bucket(...all), all, 'd', none, now, { keepBuilds, keepDays: 0 })
          .filter((key) => key.endsWith('/_deploy.json'))
          .map((key) => key.split('/')[1]),
      );
    expect(folders(3)).toEqual(new Set(['a']));
    expect(folders(2)).toEqual(new Set(['a', 'b']));
  });

  it('keeps the live build however old, and the build assets a kept build names', () => {
    const pruned = prunedKeys(bucket(...all), all, 'a', none, now, { keepBuilds: 1, keepDays: 0 });
    expect(pruned.filter((key) => key.startsWith('builds/a/') || key === '_next/static/chunks/a.js')).toEqual([]);
    expect(pruned).toContain('builds/b/_deploy.json');
    expect(pruned).toContain('_next/static/chunks/c.js');
    expect(pruned).not.toContain('_next/static/media/font.woff2');
  });

  it('keeps a build whose upload has only begun: its manifest, written first, names its assets', () => {
    const uploading = build('e', 0);
    expect(
      prunedKeys([...bucket(...all), manifestKey('e'), ...uploading.assets], [...all, uploading], 'd', none, now, {
        keepBuilds: 1,
        keepDays: 0,
      }),
    ).not.toContain('_next/static/chunks/e.js');
  });

  it('deletes build assets no build names, and nothing outside builds/ and _next/static/', () => {
    const keys = [...bucket(d), '_next/static/chunks/orphan.js', '404.html'];
    expect(prunedKeys(keys, [d], 'd', none, now, { keepBuilds: 3, keepDays: 7 })).toEqual([
      '_next/static/chunks/orphan.js',
    ]);
  });
});

describe('the history of live builds', () => {
  it('counts the days kept from when a build stopped being live, not from its upload', () => {
    // a was live for a month; b, c and d went live within the last hour.
    let history = none;
    history = nextHistory(history, 'a', 'b', minutesAgo(60));
    history = nextHistory(history, 'b', 'c', minutesAgo(30));
    history = nextHistory(history, 'c', 'd', minutesAgo(1));
    const pruned = prunedKeys(bucket(...all), all, 'd', history, now, { keepBuilds: 3, keepDays: 7 });
    expect(pruned.filter((key) => key.startsWith('builds/a/'))).toEqual([]);
    const later = new Date(now.getTime() + 8 * day);
    expect(prunedKeys(bucket(...all), all, 'd', history, later, { keepBuilds: 1, keepDays: 7 })).toContain(
      manifestKey('a'),
    );
  });

  it('stays within a key value store value, dropping the oldest entries', () => {
    let history = none;
    for (let i = 0; i < 40; i++)
      history = nextHistory(history, `build-${i}-abcdefghijklmnop`, `build-${i + 1}-abcdefghijklmnop`, now);
    expect(Buffer.byteLength(JSON.stringify(history))).toBeLessThanOrEqual(maxKeyValueBytes);
    expect(history.previous[0]).toBe('build-39-abcdefghijklmnop');
  });

  it('forgets the builds no longer in the bucket, so that many deploys never crowd out a kept build', () => {
    let history = none;
    for (let i = 0; i < 40; i++) {
      const live = i ? `gone-${i - 1}-abcdefghijklmnop` : 'a';
      history = nextHistory(keptHistory(history, [a, b]), live, `gone-${i}-abcdefghijklmnop`, now);
    }
    expect(history.ended.a).toBe(now.toISOString());
    expect(Object.keys(history.ended)).toEqual(['a', 'gone-38-abcdefghijklmnop']);
  });

  it('is unchanged when the live build is put live again, as a deploy run again after its flip does', () => {
    const history = nextHistory(none, 'a', 'b', now);
    expect(nextHistory(history, 'b', 'b', now)).toBe(history);
  });
});

describe('the build a rollback puts live', () => {
  const keys = bucket(...all);

  it('is, without a name, the build live before the live one, not the newest upload', () => {
    // a live; b deployed and rolled back; c deployed.
    let history = nextHistory(none, 'a', 'b', now);
    expect(rollbackTarget(all, keys, 'b', history).build).toBe('a');
    history = nextHistory(history, 'b', 'a', now, true);
    history = nextHistory(history, 'a', 'c', now);
    expect(rollbackTarget(all, keys, 'c', history).build).toBe('a');
  });

  it('walks back one live build at a time, skipping one no longer whole', () => {
    let history = none;
    for (const [live, next] of [
      ['a', 'b'],
      ['b', 'c'],
      ['c', 'd'],
    ] as const)
      history = nextHistory(history, live, next, now);
    expect(rollbackTarget(all, keys, 'd', history).build).toBe('c');
    const withoutPage = keys.filter((key) => key !== 'builds/c/ro.html');
    expect(isWhole(c, withoutPage)).toBe(false);
    expect(rollbackTarget(all, withoutPage, 'd', history).build).toBe('b');
    const withoutAsset = keys.filter((key) => key !== '_next/static/chunks/c.js');
    expect(isWhole(c, withoutAsset)).toBe(false);
    expect(rollbackTarget(all, withoutAsset, 'd', history).build).toBe('b');
    history = nextHistory(history, 'd', 'c', now, true);
    expect(rollbackTarget(all, keys, 'c', history).build).toBe('b');
    history = nextHistory(history, 'c', 'b', now, true);
    expect(rollbackTarget(all, keys, 'b', history).build).toBe('a');
  });

  it('is, by name, any whole build but the live one, forward too', () => {
    expect(rollbackTarget(all, keys, 'b', none, 'd').build).toBe('d');
    expect(() => rollbackTarget(all, keys, 'b', none, 'b')).toThrow('Build b is the live build already.');
    expect(() => rollbackTarget(all, keys, 'b', none, 'x')).toThrow(
      'The bucket holds no build x; it keeps a, b, c, d.',
    );
    expect(() =>
      rollbackTarget(
        all,
        keys.filter((key) => key !== 'builds/d/ro.html'),
        'b',
        none,
        'd',
      ),
    ).toThrow('Build d is not whole in the bucket: its upload was cut short. Deploy it again.');
  });

  it('refuses when no build was live before the live one', () => {
    expect(() => rollbackTarget(all, keys, 'a', none)).toThrow(
      'No build live before a is whole in the bucket: name one (a, b, c, d).',
    );
  });
});

describe('a manifest read from the bucket', () => {
  it('is one this deploy wrote, in its own build folder', () => {
    expect(parseManifest(manifestKey('a'), JSON.stringify(a))).toEqual(a);
    expect(() => parseManifest(manifestKey('b'), JSON.stringify(a))).toThrow(
      'builds/b/_deploy.json is not a manifest this deploy wrote: remove its build',
    );
    expect(() => parseManifest(manifestKey('a'), '{"build":"a"}')).toThrow(/is not a manifest this deploy wrote/);
  });
});
