/**
 * @jest-environment node
 */
import { buildFolder } from '../shared/bucket-keys';
import { isWhole, manifestKey, prunedKeys, rollbackTarget, type Manifest } from './builds';

const now = new Date('2026-11-20T12:00:00Z');
const day = 24 * 60 * 60 * 1000;

/** A build uploaded some days ago: two files of its own and one build asset, its own. */
function build(name: string, uploaded: number): Manifest {
  const uploadedAt = new Date(now.getTime() - uploaded * day).toISOString();
  return {
    build: name,
    uploadedAt,
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

describe('pruning after a build goes live', () => {
  it('deletes the folders of builds neither live nor among the newest, uploaded before the days kept, manifest last', () => {
    const pruned = prunedKeys(bucket(...all), all, 'd', now, { keepBuilds: 2, keepDays: 25 });
    expect(pruned).toEqual([
      'builds/a/ro.html',
      'builds/a/404.html',
      'builds/a/_deploy.json',
      '_next/static/chunks/a.js',
    ]);
  });

  it('keeps a build uploaded exactly keepDays ago, and deletes it a minute later', () => {
    const edge = build('e', 10);
    const pruned = (at: Date) => prunedKeys(bucket(edge, d), [edge, d], 'd', at, { keepBuilds: 1, keepDays: 10 });
    expect(pruned(now)).toEqual([]);
    expect(pruned(new Date(now.getTime() + 60_000))).toContain(manifestKey('e'));
  });

  it('keeps exactly the newest keepBuilds when every build is older than the days kept', () => {
    const folders = (keepBuilds: number) =>
      new Set(
        prunedKeys(bucket(...all), all, 'd', now, { keepBuilds, keepDays: 0 })
          .filter((key) => key.endsWith('/_deploy.json'))
          .map((key) => key.split('/')[1]),
      );
    expect(folders(3)).toEqual(new Set(['a']));
    expect(folders(2)).toEqual(new Set(['a', 'b']));
  });

  it('keeps the live build however old, and the build assets a kept build names', () => {
    const pruned = prunedKeys(bucket(...all), all, 'a', now, { keepBuilds: 1, keepDays: 0 });
    expect(pruned.filter((key) => key.startsWith('builds/a/') || key === '_next/static/chunks/a.js')).toEqual([]);
    expect(pruned).toContain('builds/b/_deploy.json');
    expect(pruned).toContain('_next/static/chunks/c.js');
    expect(pruned).not.toContain('_next/static/media/font.woff2');
  });

  it('keeps a build whose upload has only begun: its manifest, written first, names its assets', () => {
    const uploading = build('e', 0);
    expect(
      prunedKeys([...bucket(...all), manifestKey('e'), ...uploading.assets], [...all, uploading], 'd', now, {
        keepBuilds: 1,
        keepDays: 0,
      }),
    ).not.toContain('_next/static/chunks/e.js');
  });

  it('deletes build assets no build names, and nothing outside builds/ and _next/static/', () => {
    const keys = [...bucket(d), '_next/static/chunks/orphan.js', '404.html'];
    expect(prunedKeys(keys, [d], 'd', now, { keepBuilds: 3, keepDays: 7 })).toEqual(['_next/static/chunks/orphan.js']);
  });
});

describe('the build a rollback puts live', () => {
  const keys = bucket(...all);

  it('is, without a name, the newest whole build uploaded before the live one', () => {
    expect(rollbackTarget(all, keys, 'c').build).toBe('b');
    expect(rollbackTarget(all, keys, 'd').build).toBe('c');
    const withoutPage = keys.filter((key) => key !== 'builds/c/ro.html');
    expect(isWhole(c, withoutPage)).toBe(false);
    expect(rollbackTarget(all, withoutPage, 'd').build).toBe('b');
  });

  it('is, by name, any whole build but the live one, forward too', () => {
    expect(rollbackTarget(all, keys, 'b', 'd').build).toBe('d');
    expect(() => rollbackTarget(all, keys, 'b', 'b')).toThrow('Build b is the live build already.');
    expect(() => rollbackTarget(all, keys, 'b', 'x')).toThrow('The bucket holds no build x; it keeps a, b, c, d.');
    expect(() =>
      rollbackTarget(
        all,
        keys.filter((key) => key !== 'builds/d/ro.html'),
        'b',
        'd',
      ),
    ).toThrow('Build d is not whole in the bucket: its upload was cut short. Deploy it again.');
  });

  it('refuses when no whole build is older than the live one', () => {
    expect(() => rollbackTarget(all, keys, 'a')).toThrow(
      'No whole build was uploaded before the live build a: nothing to roll back to.',
    );
  });
});
