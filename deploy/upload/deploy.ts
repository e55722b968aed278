/**
 * `npm run deploy [-- --dry-run] [--staging] [--dir PATH] [--rollback [BUILD]]`: out/ into the bucket
 * (docs/deploying.md). Order: copies and record; history "begun"; build assets, other files, pages;
 * history "live"; deletions. Stopped at any step, every page still finds its files and a re-run finishes.
 * Exit status: 0 done, 1 the store refused or failed, 2 refused before any change.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { filesUnder } from '../../lib/node/files-under';
import { readDocumentPolicies } from '../shared/document-policies';
import { buildIdOf, servedFiles } from '../shared/export-files';
import { jsonObject, openBucket } from './bucket';
import { copyKey, recordKey, recordText, type BuildRecord } from './builds';
import { readConfig, type DeployConfig } from './config';
import { DeployError, errorLine, explain, isConflict, Refusal } from './errors';
import { builtAsStagingCopy, checkGoLive } from './go-live';
import { historyKey, historyText, type History } from './history';
import { desiredObjects, planDeploy, planRollback, uploadStage, type DeployPlan, type PlannedObject } from './plan';

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
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true });
  } catch (error) {
    throw new Refusal(
      `${(error as Error).message} (expected --dry-run, --staging, --host-updated, --dir PATH, --rollback [BUILD]).`,
    );
  }
  const { values, positionals } = parsed;
  if (positionals.length > (values.rollback ? 1 : 0)) throw new Refusal(`Unexpected argument ${positionals.at(-1)}.`);
  if (values.rollback && values.dir) throw new Refusal('--rollback takes its files from the bucket, not from --dir.');
  return {
    dryRun: !!values['dry-run'],
    staging: !!values.staging,
    rollback: !!values.rollback,
    hostUpdated: !!values['host-updated'],
    dir: values.dir,
    to: positionals[0],
  };
}

const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');
const builds = (records: readonly BuildRecord[]) =>
  records.map((record) => `${record.build} (deployed ${record.deployedAt})`).join(', ') || 'none';

function printPlan(plan: DeployPlan, config: DeployConfig, live: BuildRecord | undefined, verbose: boolean) {
  const { record, upload } = plan;
  const staged = (stage: number) => upload.filter((object) => uploadStage(object) === stage).length;
  const lines = [
    `Deploy to bucket "${config.bucket}" (${config.endpoint ?? 'AWS S3'}, region ${config.region}):`,
    plan.kind === 'rollback'
      ? `  roll back to build ${record.build} (${plan.reason}), from the bucket's own copies`
      : `  build ${record.build}; keep copies of ${plan.copies.length} files for a rollback, and its record`,
    `  upload  ${upload.length} objects: ${staged(0)} build assets, then ${staged(1)} other files, then ${staged(2)} pages`,
    `  keep    ${plan.unchanged.length} build assets already there`,
    `  earlier builds kept: ${builds(plan.kept)}`,
    `  expired (keep ${config.keepBuilds} builds, and ${config.keepDays} days after each was replaced): ${builds(plan.expired)}`,
    `  delete  ${plan.remove.length + plan.removeRecords.length} objects no kept build needs (after the upload)`,
  ];
  if (live && live.viewerFunction !== record.viewerFunction)
    lines.push(
      `  The viewer function differs from live build ${live.build}'s: update the host first (npm run host:deploy).`,
    );
  if (verbose) {
    for (const { key, contentType, cacheControl, encoding, policy } of upload)
      lines.push(
        `  + ${key}  (${contentType}; ${cacheControl}${encoding ? `; ${encoding}` : ''}${policy ? ', with its policy' : ''})`,
      );
    for (const key of [...plan.remove, ...plan.removeRecords]) lines.push(`  - ${key}`);
  }
  console.log(lines.join('\n'));
}

/** Eight at a time; a failure stops the run, as a cut would. */
async function pool<T>(items: readonly T[], task: (item: T) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += 8) await Promise.all(items.slice(i, i + 8).map(task));
}

async function deploy(argv: string[]) {
  // On Node 20 the SDK warns on every run that its 2027 releases need Node 22, which package.json asks for.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const args = parseArguments(argv);
  const config = readConfig();
  const root = resolve(args.dir ?? 'out');
  const read = (file: string) => readFileSync(join(root, file));
  let desired: PlannedObject[] = [];
  let build = '';
  if (!args.rollback) {
    if (!existsSync(root)) throw new Refusal(`${root} does not exist: run npm run build first.`);
    checkGoLive(config, args.staging, builtAsStagingCopy(root));
    const policies = readDocumentPolicies();
    if (!policies) throw new Refusal("The build's document policies are missing: run npm run build first.");
    desired = desiredObjects(servedFiles(root), new Set(filesUnder(root)), read, policies);
    try {
      build = buildIdOf(root);
    } catch (error) {
      throw new Refusal(`${(error as Error).message}: run npm run build first.`);
    }
  }

  const s3 = openBucket(config);
  const store = <T>(doing: string, work: Promise<T>) =>
    work.catch((error) => {
      throw error instanceof Refusal ? error : explain(error, config, doing);
    });
  const bucket = await store('Reading the bucket', s3.read());
  const options = { now: new Date(), keepBuilds: config.keepBuilds, keepDays: config.keepDays };
  const viewerFunction = existsSync(viewerFunctionFile) ? sha256(readFileSync(viewerFunctionFile)) : undefined;
  const plan = args.rollback
    ? planRollback(bucket, { ...options, to: args.to })
    : planDeploy(build, desired, bucket, { ...options, viewerFunction });
  const live = bucket.records.find((record) => record.build === bucket.history.wentLive.at(-1));
  printPlan(plan, config, live, args.dryRun);
  if (args.dryRun) return console.log('Dry run: nothing was changed.');
  // Pages the live function does not know would answer 404: the host goes first, then the files.
  if (live && live.viewerFunction !== plan.record.viewerFunction && !args.hostUpdated)
    throw new Refusal('The viewer function changed: run npm run host:deploy, then this again with --host-updated.');

  const target = plan.record.build;
  let historyEtag = bucket.historyEtag;
  // Conditional on the version read: of two runs at once, the second to write is refused and goes no further.
  const putHistory = async (history: History, doing: string) => {
    const { object, body } = jsonObject(historyKey, historyText(history));
    const condition = historyEtag ? { ifMatch: historyEtag } : { ifNoneMatch: '*' as const };
    historyEtag = await s3.put(object, body, condition).catch((error) => {
      if (!isConflict(error)) throw explain(error, config, doing);
      const why = `another deploy or rollback wrote ${historyKey} since this one read it`;
      throw new DeployError(`${doing} failed: ${why}. Run this again once that one has finished.`);
    });
  };

  const unchanged = 'nothing a visitor sees has changed';
  if (plan.kind === 'deploy') {
    await pool(plan.copies, async (copy) => {
      await store(`Keeping a copy of ${copy.file} (${unchanged})`, s3.put(copy, read(copy.file!)));
    });
    const { object, body } = jsonObject(recordKey(target), recordText(plan.record));
    await store(`Writing the record of build ${target} (${unchanged})`, s3.put(object, body));
  }
  await putHistory(plan.history.begin, `Marking build ${target} as going live (${unchanged})`);

  let uploaded = 0;
  for (const stage of [0, 1, 2]) {
    await pool(
      plan.upload.filter((object) => uploadStage(object) === stage),
      async (object) => {
        const doing = `Uploading ${object.key} (${uploaded} of ${plan.upload.length} uploaded, nothing deleted)`;
        await store<unknown>(
          doing,
          object.file ? s3.put(object, read(object.file)) : s3.copy(copyKey(object.copy!), object),
        );
        uploaded++;
      },
    );
  }
  console.log(`Uploaded ${uploaded} objects.`);
  await putHistory(plan.history.finish, `Marking build ${target} live (all files uploaded, nothing deleted)`);

  // Records last: a deletion cut short leaves each expired build's record naming what is left of it.
  const deleting = `Deleting what no kept build needs (build ${target} is live; some old objects remain)`;
  for (const keys of [plan.remove, plan.removeRecords]) await pool(keys, (key) => store(deleting, s3.delete(key)));
  const done = `${plan.kind === 'rollback' ? 'Rollback' : 'Deploy'} of build ${target} complete.`;
  console.log(`Deleted ${plan.remove.length + plan.removeRecords.length} objects no kept build needs. ${done}`);
}

deploy(process.argv.slice(2)).catch((error: unknown) => {
  const refused = error instanceof Refusal;
  console.error(`deploy: ${errorLine(error, refused || error instanceof DeployError)}`);
  process.exit(refused ? 2 : 1);
});
