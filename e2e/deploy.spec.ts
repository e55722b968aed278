import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { readDocumentPolicies } from '../deploy/shared/document-policies';
import { buildIdOf, servedFiles } from '../deploy/shared/export-files';
import type { History } from '../deploy/upload/history';
import { desiredObjects } from '../deploy/upload/plan';
import { filesUnder } from '../lib/node/files-under';
import { deriveBuild, type DerivedBuild } from '../test-support/derived-build';
import {
  buildOf,
  errorsOf,
  from,
  isDeletion,
  isHistory,
  isOtherFile,
  isPage,
  newStore,
  nth,
  type Cut,
} from './support/s3-store';
import { limitFor } from './support/machine';
import { expect, test } from './support/test';
import { allPages, hydrated, locales, messages } from './support/site';

/**
 * `npm run deploy` end to end, against a local S3 behind the viewer function (e2e/support/s3-store.ts):
 * errors first (nothing may change), then a deploy; then what a visitor meets while builds change: a
 * page loaded before a deploy, a rollback and back, a deploy cut short at every step, two deploys at
 * once, and rollbacks through the builds that were live. Each group has a store of its own, so that
 * the groups run side by side; within a group the tests run in order, each one step of the story.
 */

/** The export of `npm run build` (build A), and later builds made from it (test-support/derived-build.ts). */
const description = messages.en.footer.description;
const descriptions = { a: description, b: description.toUpperCase(), c: description.toLowerCase() };
const a: DerivedBuild = { dir: 'out', buildId: buildIdOf('out'), label: 'a' };
const policies = readDocumentPolicies()!;

/** Builds B and C, in a folder of the group's own. */
function laterBuilds(temp: string) {
  return {
    b: deriveBuild('out', join(temp, 'b'), 'b', { from: descriptions.a, to: descriptions.b }),
    c: deriveBuild('out', join(temp, 'c'), 'c', { from: descriptions.a, to: descriptions.c }),
  };
}

/** Build D: the sentence with the case of each letter swapped. */
function swappedBuild(temp: string) {
  const swapped = [...descriptions.a].map((ch) => (ch === ch.toUpperCase() ? ch.toLowerCase() : ch.toUpperCase()));
  return deriveBuild('out', join(temp, 'd'), 'd', { from: descriptions.a, to: swapped.join('') });
}

/** The build of the page a visitor gets at /en/about. */
const shownOn = async (store: ReturnType<typeof newStore>) => buildOf((await store.get('/en/about')).body);

/** A store of its own, and a folder for later builds, for one group of tests. */
function newGroup() {
  const store = newStore();
  const group = { store, temp: '' };
  test.describe.configure({ mode: 'serial' });
  // The folder first: were the store not to start, later builds must still not land in the checkout.
  test.beforeAll(async () => {
    group.temp = mkdtempSync(join(tmpdir(), 'builds-'));
    await store.start();
  });
  test.afterAll(async () => {
    await store.stop();
    if (group.temp) rmSync(group.temp, { recursive: true, force: true });
  });
  return group;
}

test.describe('npm run deploy: a first deploy, a page open across the next, a rollback and forward', () => {
  const group = newGroup();
  const { store } = group;
  let b: DerivedBuild;
  test.beforeAll(() => {
    b = laterBuilds(group.temp).b;
  });

  test('stops with a clear error and changes nothing on missing configuration, bucket or credentials', async () => {
    const missing = await store.deploy([], { S3_BUCKET: undefined, AWS_SECRET_ACCESS_KEY: undefined });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('S3_BUCKET is not set');
    expect(missing.stderr).toContain('AWS_SECRET_ACCESS_KEY');

    const noBucket = await store.deploy([], { S3_BUCKET: 'no-such-bucket' });
    expect(noBucket.code).toBe(1);
    expect(noBucket.stderr).toMatch(/bucket "no-such-bucket".*does not exist/);

    const refused = await store.deploy([], { AWS_ACCESS_KEY_ID: 'WRONGKEY' });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('refused the credentials (InvalidAccessKeyId)');
    // Each says so on one line, which a CI log shows whole.
    for (const result of [missing, noBucket, refused]) expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);

    expect(store.keys()).toEqual([]);
  });

  test('--dry-run prints the plan and uploads nothing', async () => {
    const dry = await store.deploy(['--dry-run']);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toMatch(/upload\s+\d+ objects: \d+ build assets, then \d+ other files, then \d+ pages/);
    expect(dry.stdout).toContain(`build ${a.buildId}; keep copies of`);
    expect(dry.stdout).toContain(
      '+ en/about.html  (text/html; charset=utf-8; public, max-age=0, must-revalidate, with its policy)',
    );
    expect(dry.stdout).toContain('Dry run: nothing was changed.');
    expect(store.keys()).toEqual([]);
  });

  test('deploys the export, with the right types and caching, and its routing', async ({ browser }) => {
    const result = await store.deploy([]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Deploy of build ${a.buildId} complete.`);

    // Every page answers 200 at their canonical URL, with no redirect hop.
    for (const { locale, path } of allPages) {
      const response = await store.get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control'], path).toBe('public, max-age=0, must-revalidate');
      expect(response.body, path).toContain(`<html lang="${locale}"`);
      // The page's own policy travels with it, and the viewer function sends it.
      expect(response.headers['content-security-policy'], path).toBe(policies[`${path.slice(1)}.html`]);
    }
    // Each text file's brotli and gzip copies, with the file's headers, for the viewer function to serve.
    const page = store.object('en/about.html')!;
    const asset = filesUnder('out').find((file) => /^_next\/static\/chunks\/.*\.js$/.test(file))!;
    for (const [suffix, encoding, decode] of [
      ['.br', 'br', brotliDecompressSync],
      ['.gz', 'gzip', gunzipSync],
    ] as const) {
      const copy = store.object(`en/about.html${suffix}`)!;
      expect(copy.headers).toEqual({ ...page.headers, 'content-encoding': encoding });
      expect(decode(copy.body)).toEqual(page.body);
      const assetCopy = store.object(`${asset}${suffix}`)!;
      expect(assetCopy.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(assetCopy.body)).toEqual(readFileSync(join('out', asset)));
    }
    // `/` and trailing slashes: 301 to the canonical URL.
    for (const [from, to] of [
      ['/', '/ro'],
      ['/ro/', '/ro'],
      ['/en/about/', '/en/about'],
      ['/de/kontakt/', '/de/kontakt'],
    ]) {
      const response = await store.get(from!);
      expect(response.status, from).toBe(301);
      expect(response.headers.location, from).toBe(to);
    }
    // Unprefixed slugs: 301 to /ro + path, on the same host.
    for (const [from, to] of [
      ['/despre', '/ro/despre'],
      ['/servicii', '/ro/servicii'],
      ['/contact', '/ro/contact'],
      ['/despre/echipa', '/ro/despre/echipa'],
    ]) {
      const response = await store.get(from!);
      expect(response.status, from).toBe(301);
      expect(new URL(String(response.headers.location), store.site).href, from).toBe(`${store.site}${to}`);
    }
    // Build assets are immutable; every file has its type.
    const files = filesUnder('out');
    const types: [RegExp, string][] = [
      [/\.css$/, 'text/css; charset=utf-8'],
      [/\.js$/, 'text/javascript; charset=utf-8'],
      [/\.woff2$/, 'font/woff2'],
      [/\.svg$/, 'image/svg+xml'],
      [/\.vcf$/, 'text/vcard; charset=utf-8'],
    ];
    for (const [pattern, type] of types) {
      const file = files.find((f) => pattern.test(f));
      if (!file) continue;
      const response = await store.get(`/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers['content-type'], file).toBe(type);
      if (file.startsWith('_next/static/'))
        expect(response.headers['cache-control'], file).toBe('public, max-age=31536000, immutable');
    }
    // A page's data, as its loader fetches it: the copy in the build's folder, the same bytes as the
    // file beside the page, and immutable like the other build assets.
    const about = await store.get('/en/about');
    expect(about.body).toContain(`data-flight="/_next/static/${a.buildId}/en/about.txt"`);
    const data = await store.get(`/_next/static/${a.buildId}/en/about.txt`);
    expect(data.status).toBe(200);
    expect(data.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(data.body).toBe(readFileSync('out/en/about.txt', 'utf8'));
    // The bucket records the build, and its history has it live.
    type Stored = { build: string; objects: { key: string }[] };
    const record = JSON.parse(store.readObject(`_deploy/builds/${a.buildId}.json`)) as Stored;
    expect(record.build).toBe(a.buildId);
    expect(record.objects.map((o) => o.key)).toContain(`_next/static/${a.buildId}/en/about.txt`);
    const history = JSON.parse(store.readObject('_deploy/history.json')) as History;
    expect(history.wentLive).toEqual([a.buildId]);
    expect(history.unfinished).toBeUndefined();

    // Unknown paths: 404 with the 404 page.
    for (const path of ['/ro/nu-exista', '/en/despre', '/_next/static/chunks/missing.js']) {
      const response = await store.get(path);
      expect(response.status, path).toBe(404);
      expect(response.body, path).toContain(messages.en.common.notFoundMessage);
    }

    // In the browser: the 404 page in the path's language, and any other unprefixed path sent on to /ro.
    const tab = await browser.newPage();
    for (const locale of locales) {
      const response = await tab.goto(`${store.site}/${locale}/lipseste`);
      expect(response?.status()).toBe(404);
      await expect(tab.locator('html')).toHaveAttribute('lang', locale);
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText(messages[locale].common.notFoundMessage);
    }
    await tab.goto(`${store.site}/nu-exista?x=1`);
    await expect(tab).toHaveURL(`${store.site}/ro/nu-exista?x=1`);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(messages.ro.common.notFoundMessage);
    await tab.goto(`${store.site}/en/services`);
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
    await tab.close();
  });

  test('a page loaded before a deploy hydrates with its own build; its links lead to the new', async ({ browser }) => {
    const context = await browser.newContext();
    try {
      const tab = await context.newPage();
      const errors = errorsOf(tab);
      // The visitor's phone is slow: nothing of the framework, and not the page's data, arrives
      // before the new build is live.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const held: string[] = [];
      await tab.route(
        (url) => url.pathname.startsWith('/_next/') || url.pathname.endsWith('.txt'),
        async (route) => {
          held.push(new URL(route.request().url()).pathname);
          await released;
          await route.continue();
        },
      );
      await tab.goto(`${store.site}/en/about`, { waitUntil: 'domcontentloaded' });
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText(messages.en.about.heading);
      await expect(tab.getByText(descriptions.a)).toBeVisible();

      const result = await store.deploy(['--dir', b.dir]);
      expect(result.code, result.stderr).toBe(0);
      expect(buildOf((await store.get('/en/about')).body)).toBe(b.buildId);

      release();
      await hydrated(tab);
      // It asked for its own build's data, after the new build went live, and hydrated with it.
      expect(held).toContain(`/_next/static/${a.buildId}/en/about.txt`);
      await expect(tab.getByText(descriptions.a)).toBeVisible();
      expect(errors).toEqual([]);

      // A link: Next meets the new build and loads the next page whole, from build B.
      const navigation = tab.getByRole('navigation', { name: messages.en.nav.primary });
      await navigation.getByRole('link', { name: messages.en.nav.services, exact: true }).click();
      await expect(tab).toHaveURL(`${store.site}/en/services`);
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText(messages.en.services.heading);
      await expect(tab.getByText(descriptions.b)).toBeVisible();
      await hydrated(tab);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('--rollback --dry-run names the build it would put back, and changes nothing', async () => {
    const before = store.listing();
    const dry = await store.deploy(['--rollback', '--dry-run']);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain(`roll back to build ${a.buildId}`);
    expect(dry.stdout).toMatch(/upload\s+\d+ objects: 0 build assets/);
    expect(dry.stdout).toContain('Dry run: nothing was changed.');
    expect(store.listing()).toEqual(before);
  });

  test('--rollback puts the previous build back from the bucket alone, with its headers', async () => {
    const back = await store.deploy(['--rollback']);
    expect(back.code, back.stderr).toBe(0);
    expect(back.stdout).toContain(`Rollback of build ${a.buildId} complete.`);
    const builds = await store.expectEveryPageAnswers('after the rollback');
    expect(new Set(Object.values(builds))).toEqual(new Set([a.buildId]));
    expect((await store.get('/en/about')).body).toContain(descriptions.a);
    const about = await store.get('/en/about');
    expect(about.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(about.headers['content-security-policy']).toBe(policies['en/about.html']);
    expect(store.object('en/about.html.br')!.headers['content-encoding']).toBe('br');
  });

  test('after the rollback every page hydrates in Chromium, without an error', async ({ browser }) => {
    test.setTimeout(limitFor(allPages.length));
    await store.expectEveryPageHydrates(browser, 'after the rollback');
  });

  test('--rollback to a build id goes forward again', async () => {
    const forward = await store.deploy(['--rollback', b.buildId]);
    expect(forward.code, forward.stderr).toBe(0);
    // The same way back: the files alone are checked this time.
    const forwardBuilds = await store.expectEveryPageAnswers('forward again');
    expect(new Set(Object.values(forwardBuilds))).toEqual(new Set([b.buildId]));
    expect((await store.get('/en/about')).body).toContain(descriptions.b);
  });
});

test.describe('npm run deploy: a deploy cut short at any step', () => {
  const group = newGroup();
  const { store } = group;
  let b: DerivedBuild;
  let c: DerivedBuild;
  // As a site lives: A deployed, then B.
  test.beforeAll(async () => {
    ({ b, c } = laterBuilds(group.temp));
    for (const build of [a, b]) expect((await store.deploy(['--dir', build.dir])).code).toBe(0);
  });

  // Two builds kept and no days: deploying C expires A.
  const retention = { DEPLOY_KEEP_BUILDS: '2', DEPLOY_KEEP_DAYS: '0' };
  // C's deploy, killed (a cancelled job) or the store failing from one request on, at each step in
  // turn; each run starts again from what the one before left. What a visitor can meet: the earlier
  // build's pages (with some of the new build's files), the two builds' pages mixed, the new
  // build's pages (with the earlier build's files still there).
  const steps: [string, Cut, 'killed' | 'failed'][] = [
    ['after the build assets', nth(1, isOtherFile), 'killed'],
    ['after the other files', from(1, isPage), 'failed'],
    ['in the middle of the pages', nth(10, isPage), 'killed'],
    ['after the pages', nth(2, isHistory('PUT')), 'killed'],
    ['in the middle of the deletions', nth(2, isDeletion), 'killed'],
  ];
  const failure = /^deploy: Uploading .* \(\d+ of \d+ uploaded, nothing deleted\) failed\. ServiceUnavailable/;

  for (const [when, step, outcome] of steps) {
    test(`${outcome} ${when}: every page answers, and every file it names`, async () => {
      const result = await store.deploy(['--dir', c.dir], retention, step);
      const output = `${when}: ${result.stdout}${result.stderr}`;
      if (outcome === 'killed') expect(result.signal, output).toBe('SIGKILL');
      else {
        // The deploy says what state it left.
        expect(result.code, output).toBe(1);
        expect(result.stderr).toMatch(failure);
      }
      await store.expectEveryPageAnswers(`${outcome} ${when}`);
    });

    test(`${outcome} ${when}: every page hydrates in Chromium, without an error`, async ({ browser }) => {
      test.setTimeout(limitFor(allPages.length));
      await store.expectEveryPageHydrates(browser, `${outcome} ${when}`);
    });
  }

  test("the next run finishes it: the pages are C's, A has expired, B is kept whole", async () => {
    const done = await store.deploy(['--dir', c.dir], retention);
    expect(done.code, done.stderr).toBe(0);
    // Only the files: the browser saw these pages in the middle of the deletions.
    const finished = await store.expectEveryPageAnswers('finished');
    expect(new Set(Object.values(finished))).toEqual(new Set([c.buildId]));

    // A expired: its build assets and its record are gone. B, the previous build, is kept whole,
    // but its own image, which C does not have, is gone from the site.
    const after = store.keys();
    const assets = (build: DerivedBuild) => filesUnder(build.dir).filter((file) => file.startsWith('_next/static/'));
    const onlyA = assets(a).filter((file) => !assets(b).includes(file) && !assets(c).includes(file));
    expect(onlyA.length).toBeGreaterThan(0);
    expect(after.filter((key) => onlyA.includes(key))).toEqual([]);
    expect(after).not.toContain(`_deploy/builds/${a.buildId}.json`);
    expect(assets(b).filter((file) => !after.includes(file))).toEqual([]);
    expect(after).toContain(`_deploy/builds/${b.buildId}.json`);
    expect(after).not.toContain('images/build-b.svg');
    expect(after).toContain('images/build-c.svg');
    // Everything else is C's: the files a visitor reaches are exactly its export's.
    const readC = (file: string) => readFileSync(join(c.dir, file));
    const present = new Set(filesUnder(c.dir));
    const live = desiredObjects(servedFiles(c.dir), present, readC, policies).map((o) => o.key);
    const extra = after.filter((key) => !live.includes(key) && !key.startsWith('_deploy/') && !assets(b).includes(key));
    expect(extra).toEqual([]);
  });
});

test.describe('npm run deploy: two at once', () => {
  const group = newGroup();
  const { store } = group;
  let b: DerivedBuild;
  let c: DerivedBuild;
  let d: DerivedBuild;
  const shown = () => shownOn(store);
  const history = () => JSON.parse(store.readObject('_deploy/history.json')) as History;
  // A deployed, then B; C and D are the two deployed at once.
  test.beforeAll(async () => {
    ({ b, c } = laterBuilds(group.temp));
    d = swappedBuild(group.temp);
    for (const build of [a, b]) expect((await store.deploy(['--dir', build.dir])).code).toBe(0);
  });

  test('of two that read the history at once, one goes live and the other is refused, showing nothing', async () => {
    // Neither writes the history before both have read it.
    let reads = 0;
    let bothRead!: () => void;
    const read = new Promise<void>((resolve) => (bothRead = resolve));
    const race: Cut = (call) => {
      if (isHistory('GET')(call) && ++reads === 2) bothRead();
      return isHistory('PUT')(call) ? read : undefined;
    };
    const results = await Promise.all([c, d].map((build) => store.deploy(['--dir', build.dir], {}, race)));
    expect(results.map(({ code }) => code).sort()).toEqual([0, 1]);
    const [won, lost] = results[0]!.code === 0 ? [c, d] : [d, c];
    expect(results.find(({ code }) => code === 1)!.stderr).toBe(
      `deploy: Marking build ${lost.buildId} as going live (nothing a visitor sees has changed) failed: another ` +
        'deploy or rollback wrote _deploy/history.json since this one read it. Run this again once that one has finished.\n',
    );
    const builds = await store.expectEveryPageAnswers('after two deploys at once');
    expect(new Set(Object.values(builds))).toEqual(new Set([won.buildId]));
    expect(history()).toEqual({ wentLive: [a.buildId, b.buildId, won.buildId], shownAt: expect.any(Object) });

    // Nothing was lost: run again, the refused one goes live, and rollbacks go back through every build.
    const again = await store.deploy(['--dir', lost.dir]);
    expect(again.code, again.stderr).toBe(0);
    expect(await shown()).toBe(lost.buildId);
    for (const build of [won, b, a]) {
      const back = await store.deploy(['--rollback']);
      expect(back.stdout, back.stderr).toContain(`Rollback of build ${build.buildId} complete.`);
      expect(await shown()).toBe(build.buildId);
    }
  });

  test('one that begins while another uploads is refused, naming it; the other finishes', async () => {
    let uploading!: () => void;
    const begun = new Promise<void>((resolve) => (uploading = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // C's deploy waits at its first page until D's has run.
    let held = false;
    const holdFirstPage: Cut = (call) => {
      if (held || !isPage(call)) return undefined;
      held = true;
      uploading();
      return released;
    };
    const first = store.deploy(['--dir', c.dir], {}, holdFirstPage);
    await begun;
    const second = await store.deploy(['--dir', d.dir]);
    expect(second.code).toBe(2);
    expect(second.stderr).toBe(
      `deploy: The deploy of build ${c.buildId} did not finish, or is still running: some of its pages may be live, ` +
        `others ${a.buildId}'s: run npm run deploy from build ${c.buildId} to finish it, ` +
        `or npm run deploy -- --rollback to put back ${a.buildId}, the last build that finished going live.\n`,
    );
    release();
    const done = await first;
    expect(done.code, done.stderr).toBe(0);
    const builds = await store.expectEveryPageAnswers('after a deploy refused while another uploaded');
    expect(new Set(Object.values(builds))).toEqual(new Set([c.buildId]));
    expect(history().wentLive.at(-1)).toBe(c.buildId);
  });
});

test.describe('npm run deploy -- --rollback: back through the builds that were live', () => {
  const group = newGroup();
  const { store } = group;
  let b: DerivedBuild;
  let c: DerivedBuild;
  let d: DerivedBuild;
  let e: DerivedBuild;
  const shown = () => shownOn(store);
  // B deployed, then C. Two more builds, D and E, each with its own spelling of the same sentence
  // (of the same length).
  test.beforeAll(async () => {
    ({ b, c } = laterBuilds(group.temp));
    d = swappedBuild(group.temp);
    const titled = descriptions.a.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
    e = deriveBuild('out', join(group.temp, 'e'), 'e', { from: descriptions.a, to: titled });
    for (const build of [b, c]) expect((await store.deploy(['--dir', build.dir])).code).toBe(0);
  });

  test('--rollback returns to the build live before the live one, then to the one live before that', async () => {
    // C is live, and B was live before it.
    expect(await shown()).toBe(c.buildId);
    for (const build of [a, d]) {
      const result = await store.deploy(['--dir', build.dir]);
      expect(result.code, result.stderr).toBe(0);
    }
    // Back twice, to A, then to C, live before A.
    for (const build of [a, c]) {
      const back = await store.deploy(['--rollback']);
      expect(back.stdout, back.stderr).toContain(`Rollback of build ${build.buildId} complete.`);
      expect(await shown()).toBe(build.buildId);
    }
  });

  test("a deploy stopped halfway through its pages leaves them mixed with the live build's, each answering", async () => {
    // E's deploy stopped halfway through its pages: some are E's, the others still C's.
    const cut = await store.deploy(['--dir', e.dir], {}, nth(10, isPage));
    expect(cut.signal, cut.stdout + cut.stderr).toBe('SIGKILL');
    const mixed = await store.expectEveryPageAnswers("E's deploy cut short");
    expect(new Set(Object.values(mixed))).toEqual(new Set([c.buildId, e.buildId]));
  });

  test('a rollback to the build cut short is refused, saying so; a rollback goes to the last one finished', async () => {
    const refused = await store.deploy(['--rollback', e.buildId]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(
      `deploy: The deploy of build ${e.buildId} did not finish, or is still running: some of its pages may be live, ` +
        `others ${c.buildId}'s: run npm run deploy from build ${e.buildId} to finish it, ` +
        `or npm run deploy -- --rollback to put back ${c.buildId}, the last build that finished going live.\n`,
    );
    const plan = await store.deploy(['--rollback', '--dry-run']);
    expect(plan.stdout, plan.stderr).toContain(
      `roll back to build ${c.buildId} (live before the deploy of ${e.buildId} began, which did not finish)`,
    );
  });

  // Run again, E's deploy finishes. A rollback returns to C, live before E, not to D, deployed
  // after C; run again, to B, live before C.
  test('run again, the deploy finishes; a rollback returns to the build live before it', async () => {
    const finished = await store.deploy(['--dir', e.dir]);
    expect(finished.code, finished.stderr).toBe(0);
    expect(await shown()).toBe(e.buildId);
    const back = await store.deploy(['--rollback']);
    expect(back.stdout, back.stderr).toContain(`Rollback of build ${c.buildId} complete.`);
    const builds = await store.expectEveryPageAnswers(`rolled back to ${c.label}`);
    expect(new Set(Object.values(builds))).toEqual(new Set([c.buildId]));
  });

  test('a second rollback returns to the build live before that one', async () => {
    const back = await store.deploy(['--rollback']);
    expect(back.stdout, back.stderr).toContain(`Rollback of build ${b.buildId} complete.`);
    const builds = await store.expectEveryPageAnswers(`rolled back to ${b.label}`);
    expect(new Set(Object.values(builds))).toEqual(new Set([b.buildId]));
  });
});
