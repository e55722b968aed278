/**
 * `npm run deploy [-- --dry-run] [--staging] [--host-updated] [--dir PATH] [--rollback [BUILD]]` (docs/deploying.md).
 * Uploads the build into its own folder, build assets first; copies its 404 page to the root; puts it
 * live, with its routing data, headers and the history, in one conditional write of the key value
 * store; prunes. Stopped at any step, every page is whole, and running it again finishes.
 * Exit status: 0 done, 1 the store refused or failed, 2 refused before any change.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { siteInventory } from '../../i18n/routing/site-inventory';
import { filesUnder } from '../../lib/node/files-under';
import { topLevelFiles } from '../../lib/node/top-level-files';
import { buildSourceOf } from '../shared/build-source';
import { readDocumentPolicies } from '../shared/document-policies';
import { builtHeaders } from '../shared/security-headers';
import { buildIdOf, exportDir, servedFiles } from '../shared/export-files';
import { liveValues } from '../cloudfront/function';
import { openBucket } from './bucket';
import { buildFolder, isBuildAsset } from '../shared/bucket-keys';
import { keptHistory, nextHistory, prunedKeys, rollbackTarget, type Manifest } from './builds';
import { readConfig, type DeployConfig } from './config';
import { DeployError, errorLine, Refusal } from './errors';
import { builtAsStagingCopy, checkGoLive, checkSource, checkStage } from './go-live';
import { openLiveStore } from './live-store';
import { exportObjects, manifestOf, toUpload, type BuildFacts, type ExportObject } from './plan';

const viewerFunctionFile = resolve(__dirname, '..', 'generated', 'cloudfront-function.js');

function parseArguments(argv: string[]) {
  const flag = { type: 'boolean' } as const;
  const options = {
    'dry-run': flag,
    staging: flag,
    rollback: flag,
    'host-updated': flag,
    dir: { type: 'string' },
  } as const;
  // A build id may begin with "-": the word after --rollback, unless an option or "--", is the build's.
  const at = argv.indexOf('--rollback') + 1;
  const next = at ? argv[at] : undefined;
  const isBuild = next !== undefined && next !== '--' && !(next.startsWith('--') && next.slice(2) in options);
  const args = isBuild ? [...argv.slice(0, at), ...argv.slice(at + 1), '--', next] : argv;
  let parsed;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true });
  } catch (error) {
    const expected = '--dry-run, --staging, --host-updated, --dir PATH, --rollback [BUILD]';
    throw new Refusal(`${(error as Error).message} (expected ${expected}).`);
  }
  const { values, positionals } = parsed;
  if (positionals.length > (values.rollback ? 1 : 0)) throw new Refusal(`Unexpected argument ${positionals.at(-1)}.`);
  if (values.rollback && values.dir) throw new Refusal('--rollback takes its files from the bucket, not from --dir.');
  return { ...values, to: positionals[0] };
}

function readExport(root: string, staging: boolean, config: DeployConfig) {
  if (!existsSync(root)) throw new Refusal(`${root} does not exist: run npm run build first.`);
  checkGoLive(config, staging, builtAsStagingCopy(root));
  const policies = readDocumentPolicies();
  if (!policies) throw new Refusal("The build's document policies are missing: run npm run build first.");
  let build: string;
  try {
    build = buildIdOf(root);
  } catch (error) {
    throw new Refusal(`${(error as Error).message}: run npm run build first.`);
  }
  const source = buildSourceOf(build);
  checkSource(source, staging);
  const read = (file: string) => readFileSync(join(root, file));
  const objects = exportObjects(build, servedFiles(root), new Set(filesUnder(root)), read, policies);
  const viewerFunction = existsSync(viewerFunctionFile)
    ? createHash('sha256').update(readFileSync(viewerFunctionFile)).digest('hex')
    : undefined;
  const files = topLevelFiles();
  const shipped = new Set(objects.map((object) => object.file));
  const missing = files.filter((file) => !shipped.has(file));
  const headers = builtHeaders();
  if (missing.length || !headers) throw new Refusal(`${root} is not this checkout's last build: run npm run build.`);
  const facts: BuildFacts = { viewerFunction, commit: source?.commit, site: siteInventory(files), headers };
  // Fails before any change when the data outgrows the key value store.
  liveValues({ build, ...facts });
  return { build, objects, read, facts };
}

/** Eight at a time; a failure stops the run, as a cut would. */
async function pool<T>(items: readonly T[], task: (item: T) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += 8) await Promise.all(items.slice(i, i + 8).map(task));
}

async function deploy(argv: string[]) {
  const args = parseArguments(argv);
  const config = readConfig(process.env, !!args.staging);
  const bucket = openBucket(config);
  // A rollback puts back a build this bucket took already.
  if (!args.rollback) checkStage(await bucket.stage(), !!args.staging);
  const exported = args.rollback ? undefined : readExport(resolve(args.dir ?? exportDir), !!args.staging, config);
  const store = openLiveStore(config);
  const now = new Date();

  const { live, history, etag } = await store.read();
  const { listed, manifests } = await bucket.read();
  const keys = listed.map(({ key }) => key);
  const existing = exported && manifests.find((manifest) => manifest.build === exported.build);
  const target: Manifest = exported
    ? (existing ?? manifestOf(exported.build, exported.objects, now, exported.facts))
    : rollbackTarget(manifests, keys, live, history, args.to);
  const nextLive = nextHistory(keptHistory(history, manifests), live, target.build, now, args.rollback && !args.to);
  // A new build's function must be live before its files; every kept build runs behind the live function.
  const liveManifest = manifests.find((manifest) => manifest.build === live);
  if (exported && liveManifest && liveManifest.viewerFunction !== target.viewerFunction && !args['host-updated']) {
    throw new Refusal('The viewer function changed: run npm run host:deploy, then this again with --host-updated.');
  }

  const upload: ExportObject[] = exported ? toUpload(exported.objects, listed) : [];
  const all = [...manifests.filter((manifest) => manifest !== existing), target];
  const deletions = prunedKeys([...keys, ...upload.map(({ key }) => key)], all, target.build, nextLive, now, config);

  const assets = upload.filter((object) => isBuildAsset(object.key));
  console.log(
    [
      `${exported ? 'Deploy' : 'Roll back to'} build ${target.build} from ${target.commit ? `commit ${target.commit}` : 'an unknown commit'} (uploaded ${target.uploadedAt}); live: ${live ?? 'none'}.`,
      `  upload  ${upload.length} objects: ${assets.length} build assets, then ${upload.length - assets.length} of its own`,
      `  delete  ${deletions.length} objects no kept build needs (keep ${config.keepBuilds} builds, and any of the last ${config.keepDays} days)`,
      ...(args['dry-run']
        ? [
            ...upload.map(
              ({ key, contentType, cacheControl, encoding, policy }) =>
                `  + ${key}  (${contentType}; ${cacheControl}${encoding ? `; ${encoding}` : ''}${policy ? ', with its policy' : ''})`,
            ),
            ...deletions.map((key) => `  - ${key}`),
          ]
        : []),
    ].join('\n'),
  );
  if (args['dry-run']) return console.log('Dry run: nothing was changed.');

  if (exported) {
    if (!existing) await bucket.putManifest(target);
    await pool(upload, (object) => bucket.put(object, exported.read(object.file)));
    console.log(`Uploaded ${upload.length} objects.`);
    // Another deploy's pruning may have deleted a shared asset this one found and skipped: put it back.
    const present = new Set((await bucket.list()).map(({ key }) => key));
    const lost = exported.objects.filter((object) => target.assets.includes(object.key) && !present.has(object.key));
    await pool(lost, (object) => bucket.put(object, exported.read(object.file)));
  }
  // CloudFront fetches its error page from the bucket without the viewer function: the root needs one before the first flip.
  await bucket.copy(`${buildFolder(target.build)}404.html`, '404.html');
  await store.setLive(target, nextLive, etag);
  console.log(`Build ${target.build} is live.`);

  // Read again: a deploy that began meanwhile has written its manifest, which keeps its files.
  const after = await bucket.read();
  const current = await store.read();
  const stale = prunedKeys(
    after.listed.map(({ key }) => key),
    after.manifests,
    current.live,
    current.history,
    now,
    config,
  );
  await pool(stale, (key) => bucket.delete(key));
  console.log(`Deleted ${stale.length} objects no kept build needs.`);
}

deploy(process.argv.slice(2)).catch((error: unknown) => {
  const refused = error instanceof Refusal;
  console.error(`deploy: ${errorLine(error, refused || error instanceof DeployError)}`);
  process.exit(refused ? 2 : 1);
});
