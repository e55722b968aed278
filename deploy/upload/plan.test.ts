/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { allPages } from '../../i18n/pages';
import type { DocumentPolicies } from '../shared/document-policies';
import { inlineCodeOf } from '../../postbuild/inline-code';
import { contentSecurityPolicy } from '../shared/security-headers';
import { copyKey, recordKey, type BuildRecord, type RecordedObject } from './builds';
import { Refusal } from './errors';
import { emptyHistory, historyKey } from './history';
import { desiredObjects, planDeploy, planRollback, uploadStage } from './plan';
import type { BucketState, DeployPlan, PlannedObject } from './plan';

const files = [
  '404.html',
  '_next/static/chunks/a1.js',
  '_next/static/chunks/b2.css',
  '_next/static/media/inter.woff2',
  'images/hero.svg',
  'index.html',
  'robots.txt',
  'sitemap.xml',
  'ro/__next._tree.txt',
  'ro/contact.vcf',
  ...allPages.map(({ path }) => `${path.slice(1)}.html`),
];
const bodies: Record<string, string> = { 'en/about.html': '<html><head><script>go()</script></head></html>' };
const read = (file: string) => Buffer.from(bodies[file] ?? `body of ${file}`);
const md5 = (file: string) => createHash('md5').update(read(file)).digest('hex');
/** The documents' policies, as the post-build step computes them from their inline code. */
function builtPolicies(): DocumentPolicies {
  const documents = files.filter((file) => file.endsWith('.html'));
  return Object.fromEntries(
    documents.map((file) => {
      const code = inlineCodeOf(read(file).toString('utf8'));
      const allow = { scripts: code.scripts, styles: code.styles, styleAttributes: code.hasStyleAttributes };
      return [file, contentSecurityPolicy(allow)];
    }),
  );
}
const sha256 = (file: string) => createHash('sha256').update(read(file)).digest('hex');
const policies = builtPolicies();
/** The brotli and gzip copies the build wrote, of some of the files. */
const compressed = ['en/about.html.br', 'en/about.html.gz', '_next/static/chunks/a1.js.br'];
const objectsOf = (served: string[], documentPolicies = policies) =>
  desiredObjects(served, new Set([...served, ...compressed]), read, documentPolicies);
const desired = objectsOf(files);
const byKey = (key: string) => desired.find((o) => o.key === key);

describe('the objects a deploy puts in the bucket', () => {
  it('stores every page under its file, as HTML with its own policy', () => {
    expect(byKey('en/about.html')).toEqual({
      key: 'en/about.html',
      file: 'en/about.html',
      contentType: 'text/html; charset=utf-8',
      cacheControl: 'public, max-age=0, must-revalidate',
      md5: md5('en/about.html'),
      copy: sha256('en/about.html'),
      policy: contentSecurityPolicy({
        scripts: ["'sha256-" + createHash('sha256').update('go()').digest('base64') + "'"],
        styles: [],
        styleAttributes: false,
      }),
    });
    expect(allPages.every(({ path }) => byKey(`${path.slice(1)}.html`))).toBe(true);
  });

  it('gives each file its type and caching', () => {
    expect(byKey('_next/static/chunks/a1.js')).toMatchObject({
      contentType: 'text/javascript; charset=utf-8',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(byKey('_next/static/media/inter.woff2')).toMatchObject({
      contentType: 'font/woff2',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(byKey('sitemap.xml')).toMatchObject({
      contentType: 'application/xml; charset=utf-8',
      cacheControl: 'public, max-age=0, must-revalidate',
    });
    expect(byKey('robots.txt')).toMatchObject({
      contentType: 'text/plain; charset=utf-8',
      cacheControl: 'public, max-age=0, must-revalidate',
    });
    expect(byKey('images/hero.svg')).toMatchObject({
      contentType: 'image/svg+xml',
      cacheControl: 'public, max-age=3600, must-revalidate',
    });
    expect(byKey('ro/contact.vcf')).toMatchObject({
      contentType: 'text/vcard; charset=utf-8',
      cacheControl: 'public, max-age=3600, must-revalidate',
    });
  });

  it("uploads each brotli and gzip copy under its file's key, with the original's headers", () => {
    for (const key of ['en/about.html']) {
      const { contentType, cacheControl, policy } = byKey(key)!;
      const headers = { contentType, cacheControl, policy };
      expect(byKey(`${key}.br`)).toEqual({
        ...headers,
        key: `${key}.br`,
        file: 'en/about.html.br',
        encoding: 'br',
        md5: md5('en/about.html.br'),
        copy: sha256('en/about.html.br'),
      });
      expect(byKey(`${key}.gz`)).toMatchObject({ ...headers, key: `${key}.gz`, encoding: 'gzip' });
    }
    expect(byKey('_next/static/chunks/a1.js.br')).toMatchObject({
      encoding: 'br',
      cacheControl: byKey('_next/static/chunks/a1.js')!.cacheControl,
    });
    // Only the copies the build wrote.
    expect(byKey('ro.html.br')).toBeUndefined();
  });

  it('names the copy of each body a rollback needs, except for build assets, which stay under their own keys', () => {
    expect(byKey('images/hero.svg')?.copy).toBe(sha256('images/hero.svg'));
    expect(byKey('_next/static/chunks/a1.js')?.copy).toBeUndefined();
    expect(byKey('_next/static/chunks/a1.js.br')?.copy).toBeUndefined();
  });

  it('refuses an incomplete export, which would delete the live pages', () => {
    expect(() => desiredObjects(['404.html', 'index.html'], new Set(), read, policies)).toThrow(Refusal);
    expect(() => desiredObjects([], new Set(), read, policies)).toThrow(/missing index\.html, 404\.html, ro\.html/);
  });

  it('refuses a document the build computed no policy for', () => {
    const withoutOne = Object.fromEntries(Object.entries(policies).filter(([file]) => file !== 'de.html'));
    expect(() => objectsOf(files, withoutOne)).toThrow(/No policy for de\.html/);
  });
});

const now = new Date('2026-11-20T12:00:00Z');
const day = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(now.getTime() - days * day);
const retention = { now, keepBuilds: 2, keepDays: 0 };

/** One recorded object; its headers other than the type play no part in the plan. */
type Recorded = Pick<RecordedObject, 'md5'> & Partial<RecordedObject>;
function object(key: string, contentType: string, rest: Recorded): RecordedObject {
  return { key, contentType, cacheControl: 'recorded', ...rest };
}

/** A build recorded in the bucket with its own chunk and page, live from `days` ago. */
function recordOf(build: string, days: number): BuildRecord {
  return {
    build,
    deployedAt: daysAgo(days).toISOString(),
    objects: [
      object(`_next/static/chunks/${build}.js`, 'text/javascript', { md5: `md5-${build}` }),
      object(`_next/static/${build}/en/about.txt`, 'text/plain', { md5: `data-${build}` }),
      object('en/about.html', 'text/html', { md5: `page-${build}`, copy: `page-${build}` }),
      object(`images/${build}.svg`, 'image/svg+xml', { md5: `image-${build}`, copy: `image-${build}` }),
      object('en/about.html.br', 'text/html', { encoding: 'br', md5: `br-${build}`, copy: `page-br-${build}` }),
    ],
  };
}

/** The bucket after deploying these builds in order: each one's objects and copies there, the last one live. */
function bucketOf(...records: BuildRecord[]): BucketState {
  const objects = new Map<string, string>();
  for (const record of records) {
    objects.set(recordKey(record.build), 'record');
    for (const object of record.objects) {
      objects.set(object.key, object.md5);
      if (object.copy) objects.set(copyKey(object.copy), object.md5);
    }
  }
  const listed = [...objects].map(([key, etag]) => ({ key, etag: `"${etag}"` }));
  const shownAt = Object.fromEntries(records.map(({ build, deployedAt }) => [build, deployedAt]));
  return { objects: listed, records, history: { wentLive: records.map(({ build }) => build), shownAt } };
}

const keys = (objects: readonly PlannedObject[]) => objects.map((o) => o.key);

describe('the deploy plan', () => {
  const remote = {
    records: [],
    history: emptyHistory,
    objects: [
      { key: '_next/static/chunks/a1.js', etag: `"${md5('_next/static/chunks/a1.js')}"` },
      { key: 'en/about.html', etag: `"${md5('en/about.html')}"` },
      { key: 'images/removed.svg', etag: '"y"' },
    ],
  };
  const plan = planDeploy('b1', desired, remote, retention);

  it('records the build: every object with its headers, and no local path', () => {
    expect(plan.record).toMatchObject({ build: 'b1', deployedAt: now.toISOString() });
    expect(plan.record.objects.map((o) => o.key)).toEqual(keys(desired));
    expect(plan.record.objects.every((o) => !('file' in o))).toBe(true);
  });

  it('keeps one copy of each body outside _next/static/, under its SHA-256', () => {
    expect(keys(plan.copies)).toContain(copyKey(sha256('images/hero.svg')));
    // en/about.html and en/about share a body: one copy.
    expect(keys(plan.copies).filter((key) => key === copyKey(sha256('en/about.html')))).toHaveLength(1);
    expect(plan.copies.every((copy) => !copy.key.includes('_next/'))).toBe(true);
    const withCopy = { ...remote, objects: [...remote.objects, { key: copyKey(sha256('images/hero.svg')) }] };
    const again = planDeploy('b1', desired, withCopy, retention);
    expect(keys(again.copies)).not.toContain(copyKey(sha256('images/hero.svg')));
  });

  it('uploads build assets first, then other files, then documents', () => {
    const stages = plan.upload.map(uploadStage);
    expect(stages).toEqual([...stages].sort());
    expect(plan.upload[0]!.key.startsWith('_next/static/')).toBe(true);
    expect(uploadStage(plan.upload.at(-1)!)).toBe(2);
    expect(plan.upload.findIndex((o) => o.key === 'images/hero.svg')).toBeLessThan(
      plan.upload.findIndex((o) => o.key === 'ro.html'),
    );
  });

  it('skips build assets already in the bucket, but always uploads pages', () => {
    expect(keys(plan.unchanged)).toEqual(['_next/static/chunks/a1.js']);
    expect(keys(plan.upload)).toContain('en/about.html');
  });

  it('deletes the files outside _next/static/ the build no longer has', () => {
    expect(plan.remove).toEqual(['images/removed.svg']);
    expect(plan.removeRecords).toEqual([]);
  });
});

describe('retention in the deploy plan', () => {
  const a = recordOf('a', 30);
  const b = recordOf('b', 20);
  const c = recordOf('c', 10);

  it('keeps the build assets, copies and records of kept builds, and deletes the files the live build has not', () => {
    const plan = planDeploy('d', desired, bucketOf(b, c), { ...retention, keepBuilds: 3 });
    expect(plan.kept.map((r) => r.build)).toEqual(['c', 'b']);
    expect(plan.expired).toEqual([]);
    expect(plan.remove).toEqual(['images/b.svg', 'images/c.svg']);
  });

  it('deletes the objects of expired builds that no kept build shares, then their records', () => {
    const shared = { ...a, objects: [...a.objects, c.objects[0]!] };
    const plan = planDeploy('d', desired, bucketOf(shared, b, c), retention);
    expect(plan.kept.map((r) => r.build)).toEqual(['c']);
    expect(plan.expired.map((r) => r.build)).toEqual(['b', 'a']);
    expect(plan.remove).toEqual([
      '_deploy/files/image-a',
      '_deploy/files/image-b',
      '_deploy/files/page-a',
      '_deploy/files/page-b',
      '_deploy/files/page-br-a',
      '_deploy/files/page-br-b',
      '_next/static/a/en/about.txt',
      '_next/static/b/en/about.txt',
      '_next/static/chunks/a.js',
      '_next/static/chunks/b.js',
      'images/a.svg',
      'images/b.svg',
      'images/c.svg',
    ]);
    expect(plan.removeRecords).toEqual([recordKey('b'), recordKey('a')]);
  });

  it('deletes what no record names, but never the records or the history', () => {
    const objects = [{ key: '_next/static/chunks/old.js' }, { key: '_deploy/files/orphan' }, { key: historyKey }];
    const bucket = { objects, records: [], history: emptyHistory };
    expect(planDeploy('d', desired, bucket, retention).remove).toEqual([
      '_deploy/files/orphan',
      '_next/static/chunks/old.js',
    ]);
  });

  it('refuses to deploy another build while a deploy is unfinished, or still running', () => {
    const running = {
      ...bucketOf(b, c),
      history: { wentLive: ['b'], unfinished: { build: 'c', way: 'deploy' as const }, shownAt: {} },
    };
    expect(() => planDeploy('d', desired, running, retention)).toThrow(
      /^The deploy of build c did not finish, or is still running/,
    );
    expect(planDeploy('c', desired, running, retention).record.build).toBe('c');
  });

  it('keeps the first deploy date of a build deployed again, and its copies', () => {
    const plan = planDeploy('c', desired, bucketOf(b, c), retention);
    expect(plan.record.deployedAt).toBe(c.deployedAt);
    expect(plan.expired).toEqual([]);
  });
});

describe('the rollback plan', () => {
  const b = recordOf('b', 20);
  const c = recordOf('c', 10);

  it("puts the previous build's objects back from the bucket", () => {
    const plan = planRollback(bucketOf(b, c), retention);
    expect(plan.kind).toBe('rollback');
    expect(plan.record).toBe(b);
    expect(plan.copies).toEqual([]);
    // Build assets are there: only the other files are uploaded, from their copies, pages last.
    expect(keys(plan.unchanged)).toEqual(['_next/static/chunks/b.js', '_next/static/b/en/about.txt']);
    expect(keys(plan.upload)).toEqual(['images/b.svg', 'en/about.html', 'en/about.html.br']);
    expect(plan.upload.every((o) => o.file === undefined)).toBe(true);
    // The build rolled back from stays, as the newest kept build; its own files go.
    expect(plan.kept.map((r) => r.build)).toEqual(['c']);
    expect(plan.remove).toEqual(['images/c.svg']);
  });

  it('refuses, changing nothing, when an object of the build is gone', () => {
    const bucket = bucketOf(b, c);
    const withoutChunk = { ...bucket, objects: bucket.objects.filter((o) => o.key !== '_next/static/chunks/b.js') };
    expect(() => planRollback(withoutChunk, retention)).toThrow(Refusal);
    const refusal = /Build b cannot be put back: 1 of its objects are gone .*chunks\/b.js/;
    expect(() => planRollback(withoutChunk, retention)).toThrow(refusal);
    const withoutCopy = { ...bucket, objects: bucket.objects.filter((o) => o.key !== copyKey('page-b')) };
    expect(() => planRollback(withoutCopy, retention)).toThrow(/the first: en\/about.html/);
  });
});

/**
 * The bucket after a run of `plan`: every step done, or (`cutShort`) the process killed halfway
 * through the upload, after the history's first write and before its second.
 */
function afterRun(bucket: BucketState, plan: DeployPlan, cutShort = false): BucketState {
  const objects = new Map(bucket.objects.map((object) => [object.key, object]));
  const put = (key: string, md5: string) => objects.set(key, { key, etag: `"${md5}"` });
  for (const copy of plan.copies) put(copy.key, copy.md5);
  put(recordKey(plan.record.build), 'record');
  put(historyKey, 'history');
  for (const object of plan.upload.slice(0, cutShort ? plan.upload.length / 2 : undefined)) put(object.key, object.md5);
  const records = [...bucket.records.filter((record) => record.build !== plan.record.build), plan.record];
  if (cutShort) return { objects: [...objects.values()], records, history: plan.history.begin };
  for (const key of [...plan.remove, ...plan.removeRecords]) objects.delete(key);
  const expired = new Set(plan.expired.map((record) => record.build));
  return {
    objects: [...objects.values()],
    records: records.filter((record) => !expired.has(record.build)),
    history: plan.history.finish,
  };
}

describe('the builds a rollback returns to, run after run', () => {
  const keepAll = { keepBuilds: 10, keepDays: 30 };
  const hoursLater = (hours: number) => new Date(now.getTime() + hours * 60 * 60 * 1000);
  /** The export of a build: its own chunk, data, page and image, as recordOf has them, from files. */
  const exportOf = (build: string) => recordOf(build, 0).objects.map((object) => ({ ...object, file: object.key }));
  let bucket: BucketState;
  let hour: number;
  const deploy = (build: string, cutShort = false, options = keepAll) => {
    const plan = planDeploy(build, exportOf(build), bucket, { ...options, now: hoursLater(++hour) });
    bucket = afterRun(bucket, plan, cutShort);
  };
  /** `npm run deploy -- --rollback [to]`: the build it puts back. */
  const rollback = (to?: string, cutShort = false, options = keepAll) => {
    const plan = planRollback(bucket, { ...options, now: hoursLater(++hour), to });
    bucket = afterRun(bucket, plan, cutShort);
    return plan.record.build;
  };
  const live = () => bucket.history.wentLive.at(-1);

  beforeEach(() => {
    bucket = { objects: [], records: [], history: emptyHistory };
    hour = 0;
  });

  it('goes back to the build live before the live one, not to the one deployed before it', () => {
    deploy('a');
    deploy('b');
    deploy('c');
    expect(rollback()).toBe('b');
    expect(rollback()).toBe('a');
    deploy('d');
    // c and b were deployed after a, but a was live before d.
    expect(rollback()).toBe('a');
    expect(live()).toBe('a');
    expect(() => rollback()).toThrow(/^No kept build was live before build a: nothing to roll back to\.$/);
  });

  it('goes back one more build each time it runs, through builds deployed more than once', () => {
    deploy('a');
    deploy('b');
    deploy('a');
    deploy('c');
    expect([rollback(), rollback(), rollback()]).toEqual(['a', 'b', 'a']);
  });

  it('returns from a build chosen by name to the build it replaced', () => {
    deploy('a');
    deploy('b');
    deploy('c');
    expect(rollback('a')).toBe('a');
    expect(rollback()).toBe('c');
    expect(rollback()).toBe('b');
  });

  it('puts the live build back whole after a deploy cut short, and never names the half-finished one', () => {
    deploy('a');
    deploy('b');
    deploy('c', true);
    expect(live()).toBe('b');
    expect(() => rollback('c')).toThrow(
      /^The deploy of build c did not finish, or is still running: some of its pages may be live/,
    );
    expect(() => rollback('c')).not.toThrow(/live build already/);
    const plan = planRollback(bucket, { ...keepAll, now: hoursLater(hour + 1) });
    expect(plan.reason).toBe('live before the deploy of c began, which did not finish');
    // c's pages, half uploaded, are all put back: every page of b is uploaded again.
    expect(keys(plan.upload)).toEqual(['images/b.svg', 'en/about.html', 'en/about.html.br']);
    expect(rollback()).toBe('b');
    expect(rollback()).toBe('a');
    expect(() => rollback()).toThrow(/^No kept build was live before build a/);
  });

  it('finishes a deploy cut short when it runs again', () => {
    deploy('a');
    deploy('b', true);
    deploy('b');
    expect(live()).toBe('b');
    expect(rollback()).toBe('a');
  });

  it('aims a rollback cut short, run again, at the same build', () => {
    deploy('a');
    deploy('b');
    deploy('c');
    expect(rollback(undefined, true)).toBe('b');
    expect(live()).toBe('c');
    expect(rollback()).toBe('b');
    expect(rollback()).toBe('a');
  });

  it('counts a build shown by a deploy cut short among the builds shown last', () => {
    const three = { keepBuilds: 3, keepDays: 0 };
    deploy('x', false, three);
    deploy('w', false, three);
    deploy('y', false, three);
    // x deployed again, from its commit, and cut short halfway through its pages: some of them were
    // live, and tabs loaded their files, until y was put back whole. x was shown after w.
    deploy('x', true, three);
    expect(rollback(undefined, false, three)).toBe('y');
    deploy('z', false, three);
    expect(bucket.records.map((record) => record.build).sort()).toEqual(['x', 'y', 'z']);
  });

  it('stops at the first build that is no longer kept', () => {
    const two = { keepBuilds: 2, keepDays: 0 };
    deploy('a', false, two);
    deploy('b', false, two);
    deploy('c', false, two);
    expect(bucket.history.wentLive).toEqual(['b', 'c']);
    expect(rollback(undefined, false, two)).toBe('b');
    expect(() => rollback(undefined, false, two)).toThrow(/^No kept build was live before build b/);
  });

  it('never deletes the history', () => {
    deploy('a');
    deploy('b');
    expect(bucket.objects.map((object) => object.key)).toContain(historyKey);
    expect(planDeploy('c', exportOf('c'), bucket, { ...retention, now }).remove).not.toContain(historyKey);
  });
});
