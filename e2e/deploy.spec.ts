import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildSourceOf } from '../deploy/shared/build-source';
import type { Manifest } from '../deploy/upload/builds';
import { readDocumentPolicies } from '../deploy/shared/document-policies';
import { buildIdOf, exportDir } from '../deploy/shared/export-files';
import { filesUnder } from '../lib/node/files-under';
import { pageFile } from '../i18n/routing/answer';
import { rewrittenExport } from '../test-support/rewritten-export';
import { deriveBuild, type DerivedBuild } from '../test-support/derived-build';
import { buildOf, errorsOf, isBuildUpload, isDeletion, isFlip, newStore, nth } from './support/s3-store';
import { allPages, hydrated, locales, messages } from './support/site';
import { expect, test } from './support/test';

/**
 * `npm run deploy` end to end, against a local S3 and key value store behind the viewer function
 * (e2e/support/s3-store.ts), as a visitor and an operator see it. Each group has a store of its own
 * and runs beside the others; within a group the tests are the steps of one story, in order.
 */

const description = messages.en.footer.description;
const a: DerivedBuild = { dir: exportDir, buildId: buildIdOf(exportDir), label: 'a' };
const policies = readDocumentPolicies()!;
// This store is not the company's host, and lib/company.ts still holds placeholders.
const staging = '--staging';

/** The environment of a deploy of `build`, with its pages' own policies if it has them. */
const withPolicies = (build: DerivedBuild, env: Record<string, string> = {}) =>
  build.policies ? { ...env, DOCUMENT_POLICIES: build.policies } : env;

/** A store, and later builds of the export, each with its own spelling of one sentence of the copy. */
function newGroup(...labels: string[]) {
  const store = newStore();
  const builds: Record<string, DerivedBuild> = {};
  let temp = '';
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    temp = mkdtempSync(join(tmpdir(), 'builds-'));
    const swapped = [...description].map((ch) => (ch === ch.toUpperCase() ? ch.toLowerCase() : ch.toUpperCase()));
    const spellings = [description.toUpperCase(), description.toLowerCase(), swapped.join('')];
    labels.forEach((label, index) => {
      builds[label] = deriveBuild(exportDir, join(temp, label), label, { from: description, to: spellings[index]! });
    });
    await store.start();
  });
  test.afterAll(async () => {
    await store.stop();
    if (temp) rmSync(temp, { recursive: true, force: true });
  });
  const deploy = async (build: DerivedBuild, env: Record<string, string> = {}) => {
    const result = await store.deploy(['--dir', build.dir, staging], withPolicies(build, env));
    expect(result.code, result.stderr).toBe(0);
  };
  return { store, builds, deploy };
}

test.describe('npm run deploy: a first deploy, the next by the flip, rollbacks', () => {
  const { store, builds, deploy } = newGroup('b', 'c');

  test('refuses, changing nothing, without configuration, with wrong credentials, or with placeholders', async () => {
    const missing = await store.deploy([staging], { S3_BUCKET: undefined, KVS_ARN: undefined });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^deploy: Deploy configuration: S3_BUCKET is not set .*; KVS_ARN is not set/);
    const wrongKey = await store.deploy([staging], { AWS_ACCESS_KEY_ID: 'WRONG' });
    expect(wrongKey.code).toBe(1);
    expect(wrongKey.stderr).toContain('refused the credentials (InvalidAccessKeyId)');
    store.tags.set('stage', 'production');
    const notReady = await store.deploy([]);
    expect(notReady.code).toBe(2);
    expect(notReady.stderr).toMatch(/^deploy: Not ready to go live: lib\/company.ts still holds \d+ placeholder facts/);
    store.tags.set('stage', 'staging');
    for (const result of [missing, wrongKey, notReady]) expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect([store.keys(), store.live()]).toEqual([[], undefined]);
  });

  test('deploys with --staging only to the staging stack, and without it only to the public one', async () => {
    store.tags.set('stage', 'production');
    const stagingToPublic = await store.deploy([staging]);
    store.tags.clear();
    const untagged = await store.deploy([staging]);
    store.tags.set('stage', 'staging');
    const publicToStaging = await store.deploy([]);
    expect(
      [stagingToPublic, untagged, publicToStaging].map((result) => [result.code, result.stderr.trimEnd()]),
    ).toEqual([
      [2, 'deploy: The bucket is tagged stage=production: --staging deploys only to the staging stack.'],
      [2, 'deploy: The bucket has no stage tag: run npm run host:deploy, which adds it (docs/deploying.md).'],
      [2, 'deploy: The bucket is tagged stage=staging: deploy to it with --staging.'],
    ]);
    expect([store.keys(), store.live()]).toEqual([[], undefined]);
  });

  test('--dry-run prints what it would upload, and changes nothing', async () => {
    const dry = await store.deploy(['--dry-run', staging]);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain(
      `+ builds/${a.buildId}/en/about.html  (text/html; charset=utf-8; public, max-age=0, must-revalidate, with its policy)`,
    );
    expect(dry.stdout).toContain('Dry run: nothing was changed.');
    expect([store.keys(), store.live()]).toEqual([[], undefined]);
  });

  test('serves the build: types, caching, encodings, policies, routing and the 404 page', async ({ browser }) => {
    await deploy(a);
    expect(store.live()).toBe(a.buildId);
    for (const { locale, path } of allPages) {
      const page = await store.get(path);
      expect([path, page.status, page.headers['content-type']]).toEqual([path, 200, 'text/html; charset=utf-8']);
      expect(page.headers['cache-control'], path).toBe('public, max-age=0, must-revalidate');
      expect(page.headers['content-security-policy'], path).toBe(policies[pageFile(path)]);
      expect(page.body, path).toContain(`<html lang="${locale}"`);
    }
    const asset = filesUnder(exportDir).find((file) => /^_next\/static\/chunks\/.*\.js$/.test(file))!;
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const [encoding, decode] of Object.entries(decoders)) {
      const page = await store.get('/en/about', { 'accept-encoding': encoding });
      expect(page.headers['content-encoding']).toBe(encoding);
      const copy = store.objects.get(`builds/${a.buildId}/en/about.html.${encoding === 'br' ? 'br' : 'gz'}`)!;
      expect(decode(copy.body).toString()).toBe(readFileSync(`${exportDir}/en/about.html`, 'utf8'));
      const script = await store.get(`/${asset}`, { 'accept-encoding': encoding });
      expect([script.headers['content-encoding'], script.headers['cache-control']]).toEqual([
        encoding,
        'public, max-age=31536000, immutable',
      ]);
    }
    const data = await store.get(`/_next/static/${a.buildId}/en/about.txt`);
    expect([data.status, data.headers['content-type']]).toEqual(
      rewrittenExport ? [200, 'text/plain; charset=utf-8'] : [404, 'text/html; charset=utf-8'],
    );
    for (const [from, to] of [
      ['/', '/ro'],
      ['/en/about/', '/en/about'],
      ['/servicii', '/ro/servicii'],
    ]) {
      const response = await store.get(from!);
      expect([from, response.status, response.headers.location]).toEqual([from, 301, to]);
    }
    const tab = await browser.newPage();
    for (const locale of locales) {
      expect((await tab.goto(`${store.site}/${locale}/lipseste`))?.status()).toBe(404);
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText(messages[locale].common.notFoundMessage);
    }
    await tab.close();
    // The commit it was built from, which a rollback across a host change checks out again.
    const manifest = JSON.parse(store.objects.get(`builds/${a.buildId}/_deploy.json`)!.body.toString());
    expect(manifest.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(manifest.commit).toBe(buildSourceOf(a.buildId)!.commit);
    // Nothing but the build's folder, the build assets and the 404 page the error response fetches.
    const outside = store.keys().filter((key) => !/^(builds\/[^/]+\/|_next\/static\/)/.test(key));
    expect(outside).toEqual(['404.html']);
  });

  test('a second build goes live by the flip; a tab opened on the first still loads its own files', async ({
    browser,
  }) => {
    const b = builds.b!;
    const context = await browser.newContext();
    const tab = await context.newPage();
    const errors = errorsOf(tab);
    // A slow phone: none of the framework's scripts, nor the page's data, arrives before the next build is live.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: string[] = [];
    await tab.route(
      (url) => url.pathname.startsWith('/_next/') && !url.pathname.endsWith('.css'),
      async (route) => {
        held.push(new URL(route.request().url()).pathname);
        await released;
        await route.continue();
      },
    );
    await tab.goto(`${store.site}/en/about`, { waitUntil: 'domcontentloaded' });
    await deploy(b);
    expect(buildOf((await store.get('/en/about')).body)).toBe(b.buildId);
    expect(buildOf(store.objects.get('404.html')!.body.toString())).toBe(b.buildId);
    release();
    await hydrated(tab);
    // The rewrite moves the data into a file of the page's build; without it, the data is inline.
    expect(held.includes(`/_next/static/${a.buildId}/en/about.txt`)).toBe(rewrittenExport);
    await expect(tab.getByText(description)).toBeVisible();
    // Its next page comes from the live build: Next meets another build's data and loads the page whole.
    await tab.getByRole('banner').getByRole('link', { name: messages.en.nav.services }).click();
    await expect(tab).toHaveURL(`${store.site}/en/services`);
    await expect(tab.getByText(description.toUpperCase())).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('--rollback puts back the build live before, not the newest upload; --rollback BUILD any kept build', async () => {
    const [b, c] = [builds.b!, builds.c!];
    const back = await store.deploy(['--rollback']);
    expect(back.code, back.stderr).toBe(0);
    expect(store.live()).toBe(a.buildId);
    expect(await store.expectEveryPageAnswers('rolled back')).toEqual(new Set([a.buildId]));
    expect(buildOf(store.objects.get('404.html')!.body.toString())).toBe(a.buildId);
    // B was rolled back; C goes live after A: a rollback from C returns to A, never to B.
    await deploy(c);
    const again = await store.deploy(['--rollback']);
    expect(again.code, again.stderr).toBe(0);
    expect(store.live()).toBe(a.buildId);
    // Next's build ids may begin with "-".
    const dashed = await store.deploy(['--rollback', '-N0tKept', '--dry-run']);
    expect([dashed.code, dashed.stderr]).toEqual([
      2,
      expect.stringMatching(/^deploy: The bucket holds no build -N0tKept;/),
    ]);
    const forward = await store.deploy(['--rollback', b.buildId]);
    expect(forward.code, forward.stderr).toBe(0);
    expect(await store.expectEveryPageAnswers('forward again')).toEqual(new Set([b.buildId]));
  });

  test('refuses a new build made with another viewer function until the host is updated; rolls back behind it', async () => {
    const key = `builds/${builds.b!.buildId}/_deploy.json`;
    const live = store.objects.get(key)!;
    const older = { ...JSON.parse(live.body.toString()), viewerFunction: 'an earlier function' };
    store.objects.set(key, { ...live, body: Buffer.from(JSON.stringify(older)) });
    const before = store.listing();
    const refused = await store.deploy(['--dir', builds.c!.dir, staging], withPolicies(builds.c!));
    expect([refused.code, refused.stderr]).toEqual([
      2,
      'deploy: The viewer function changed: run npm run host:deploy, then this again with --host-updated.\n',
    ]);
    expect([store.listing(), store.live()]).toEqual([before, builds.b!.buildId]);
    const updated = await store.deploy(['--dir', builds.c!.dir, staging, '--host-updated'], withPolicies(builds.c!));
    expect(updated.code, updated.stderr).toBe(0);
    expect(store.live()).toBe(builds.c!.buildId);
    // The live function serves every kept build: a rollback to one made with another needs no host update.
    const back = await store.deploy(['--rollback']);
    expect(back.code, back.stderr).toBe(0);
    expect(await store.expectEveryPageAnswers('behind a newer function')).toEqual(new Set([builds.b!.buildId]));
  });

  test("a rollback puts back its own build's top-level files and headers, with no host update", async () => {
    // Build a as if it had shipped a top-level file and a header that the live build lacks.
    const folder = `builds/${a.buildId}/`;
    const manifest = store.objects.get(`${folder}_deploy.json`)!;
    const facts = JSON.parse(manifest.body.toString()) as Manifest;
    facts.site.files = { ...facts.site.files, '/price-list.pdf': 1 };
    facts.headers['X-Robots-Tag'] = 'noindex';
    facts.files += 1;
    store.objects.set(`${folder}_deploy.json`, { ...manifest, body: Buffer.from(JSON.stringify(facts)) });
    store.objects.set(`${folder}price-list.pdf`, store.objects.get(`${folder}robots.txt`)!);
    const before = await store.get('/price-list.pdf');
    expect([before.status, before.headers['x-robots-tag']]).toEqual([301, undefined]);
    const back = await store.deploy(['--rollback', a.buildId]);
    expect(back.code, back.stderr).toBe(0);
    const after = await store.get('/price-list.pdf');
    expect([after.status, after.headers['x-robots-tag']]).toEqual([200, 'noindex']);
    expect(await store.expectEveryPageAnswers('rolled back across a file and a header')).toEqual(new Set([a.buildId]));
  });
});

test.describe('npm run deploy: a first deploy cut short', () => {
  const { store, deploy } = newGroup();

  test('killed right after its flip, it serves every page, and the 404 page for a missing one', async () => {
    let flipped = false;
    const killed = await store.deploy(['--dir', a.dir, staging], {}, (call) => {
      if (flipped) return 'kill';
      flipped = isFlip(call);
      return undefined;
    });
    expect(killed.signal).toBe('SIGKILL');
    expect(store.live()).toBe(a.buildId);
    expect(await store.expectEveryPageAnswers('first deploy cut short')).toEqual(new Set([a.buildId]));
    expect((await store.get('/de/fehlt')).status).toBe(404);
    await deploy(a);
  });
});

test.describe('npm run deploy: cut short, two at once', () => {
  const { store, builds, deploy } = newGroup('b', 'c', 'd');
  test.beforeAll(() => deploy(a));

  test('a deploy killed mid-upload leaves the live site as it was; run again, it finishes', async () => {
    const b = builds.b!;
    const cut = await store.deploy(['--dir', b.dir, staging], withPolicies(b), nth(10, isBuildUpload, 'kill'));
    expect(cut.signal).toBe('SIGKILL');
    expect(store.live()).toBe(a.buildId);
    expect(await store.expectEveryPageAnswers('cut short')).toEqual(new Set([a.buildId]));
    await deploy(b);
    expect(await store.expectEveryPageAnswers('run again')).toEqual(new Set([b.buildId]));
  });

  // Keeping one build, a deploy prunes the builds that stopped being live before it began.
  const keepOne = { DEPLOY_KEEP_BUILDS: '1', DEPLOY_KEEP_DAYS: '0' };
  for (const [when, label, cut] of [
    ['after its 404 page, before the flip', 'c', nth(1, isFlip, 'kill')],
    ['after the flip, before pruning', 'd', nth(1, isDeletion, 'kill')],
    ['in the middle of pruning', 'a', nth(3, isDeletion, 'kill')],
  ] as const) {
    test(`a deploy killed ${when} leaves every page whole; run again, it finishes`, async () => {
      const next = builds[label] ?? a;
      // A build that stops being live now, so that the killed deploy has the one live before it to prune.
      await deploy(builds.b!, keepOne);
      const killed = await store.deploy(['--dir', next.dir, staging], withPolicies(next, keepOne), cut);
      expect(killed.signal, killed.stderr).toBe('SIGKILL');
      const served = await store.expectEveryPageAnswers(when);
      expect(served.size).toBe(1);
      expect((await store.get('/en/no-such-page')).status).toBe(404);
      await deploy(next, keepOne);
      expect(await store.expectEveryPageAnswers('run again')).toEqual(new Set([next.buildId]));
    });
  }

  test('of two deploys at once, one goes live and the other is refused at the flip', async () => {
    const [c, d] = [builds.c!, builds.d!];
    // C has read the store and is uploading; D runs whole meanwhile, so the store has changed since.
    const meanwhile = () => store.deploy(['--dir', d.dir, staging], withPolicies(d));
    const refused = await store.deploy(['--dir', c.dir, staging], withPolicies(c), nth(1, isBuildUpload, meanwhile));
    expect([refused.code, refused.stderr]).toEqual([
      1,
      `deploy: Putting build ${c.buildId} live was refused: another deploy or rollback changed the live build ` +
        'since this one read it. Its files are uploaded: run this again to put it live.\n',
    ]);
    expect(store.live()).toBe(d.buildId);
    expect(await store.expectEveryPageAnswers('after two at once')).toEqual(new Set([d.buildId]));
  });
});

test.describe('npm run deploy: a shared asset pruned meanwhile', () => {
  const { store, builds, deploy } = newGroup('b');

  test('is put back before the flip, as another deploy pruning at the same time would take it', async () => {
    await deploy(a);
    const b = builds.b!;
    const shared = filesUnder(b.dir).find(
      (file) => /^_next\/static\/chunks\/.*\.js$/.test(file) && store.objects.has(file),
    )!;
    // B has listed the bucket and skips the asset it found; then the other deploy deletes it.
    const pruneMeanwhile = async () => store.objects.delete(shared);
    const result = await store.deploy(
      ['--dir', b.dir, staging],
      withPolicies(b),
      nth(1, isBuildUpload, pruneMeanwhile),
    );
    expect(result.code, result.stderr).toBe(0);
    expect(store.objects.has(shared)).toBe(true);
    expect(await store.expectEveryPageAnswers('after the race')).toEqual(new Set([b.buildId]));
  });
});

test.describe('npm run deploy: pruning', () => {
  const { store, builds, deploy } = newGroup('b', 'c');

  test('keeps the newest builds whole, deletes the others and the build assets only they use', async () => {
    const keep = { DEPLOY_KEEP_BUILDS: '2', DEPLOY_KEEP_DAYS: '0' };
    for (const build of [a, builds.b!, builds.c!]) await deploy(build, keep);
    const keys = store.keys();
    const assets = (build: DerivedBuild) => filesUnder(build.dir).filter((file) => file.startsWith('_next/static/'));
    const onlyA = assets(a).filter((file) => !assets(builds.b!).includes(file) && !assets(builds.c!).includes(file));
    expect(onlyA.length).toBeGreaterThan(0);
    expect(keys.filter((key) => key.startsWith(`builds/${a.buildId}/`) || onlyA.includes(key))).toEqual([]);
    expect(assets(builds.b!).filter((file) => !keys.includes(file))).toEqual([]);
    const back = await store.deploy(['--rollback']);
    expect(back.code, back.stderr).toBe(0);
    expect(await store.expectEveryPageAnswers('rolled back after pruning')).toEqual(new Set([builds.b!.buildId]));
  });
});
