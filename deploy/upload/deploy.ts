/**
 * `npm run deploy`: uploads the export (out/) to an S3-compatible bucket (AWS S3, Cloudflare R2,
 * MinIO, Google Cloud Storage's S3 interface), configured by environment variables (see config.ts
 * and deploy/README.md).
 *   npm run deploy                        upload, set the website configuration, then delete what
 *                                         neither this build nor a kept earlier one needs
 *   npm run deploy -- --dry-run           print the plan and change nothing (with any option)
 *   npm run deploy -- --force             upload unchanged build assets too
 *   npm run deploy -- --dir PATH          deploy another copy of the export (with the policies of
 *                                         the last build)
 *   npm run deploy -- --rollback [BUILD]  put the build that was live before the live one (or
 *                                         BUILD) back live, from the bucket alone
 *   npm run deploy -- --staging           deploy although the site may not go live yet (go-live.ts):
 *                                         a staging copy, never the company's domain
 * A deploy refuses, before it reads the bucket, while lib/company.ts still holds a placeholder fact
 * or the bucket is not at the host the privacy notice names. A rollback is not checked: it puts
 * back a build the bucket served before.
 * Order of work: read the bucket, its build records and its history (any problem with the
 * configuration, the bucket or the credentials stops everything here); keep copies of the bodies a
 * rollback would need and write the build's record (builds.ts); mark the build as going live in
 * the history (history.ts); upload build assets, then other files, then pages; set the website
 * configuration; mark the build live in the history; and only then delete what no kept build
 * needs, the records of expired builds last. The process may stop at any point (a failure, a
 * cancelled job): every page the bucket serves still finds its files, the history says what is
 * live and what was cut short, and running the same command again finishes the work.
 * Exit status: 0 done, 1 the store refused or failed, 2 configuration, export or rollback target
 * missing, or the site not ready to go live.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { websiteConfiguration } from '../s3-website/website-configuration';
import { revalidate } from '../shared/cache-control';
import { readDocumentPolicies } from '../shared/document-policies';
import { buildIdOf, servedFiles } from '../shared/export-files';
import {
  createClient,
  deleteObjects,
  getObject,
  listObjects,
  putObject,
  putWebsite,
  readHistory,
  readRecords,
} from './bucket';
import { copyKey, RecordError, recordKey, recordText, type BuildRecord } from './builds';
import { historyKey, historyOf, historyText, type History } from './history';
import { ConfigError, readConfig, type DeployConfig } from './config';
import { checkGoLive, GoLiveError } from './go-live';
import { desiredObjects, ExportError, planDeploy, planRollback, RollbackError, uploadStage } from './plan';
import type { DeployPlan, PlannedObject } from './plan';
import { DeployError, errorLine, explain, isUnsupported } from './s3-errors';

const concurrency = 8;

interface Args {
  dryRun: boolean;
  force: boolean;
  staging: boolean;
  dir?: string;
  rollback: boolean;
  to?: string;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { dryRun: false, force: false, staging: false, rollback: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--dry-run') args.dryRun = true;
    else if (arg === '--force') args.force = true;
    else if (arg === '--staging') args.staging = true;
    else if (arg === '--dir' && argv[i + 1]) args.dir = argv[++i]!;
    else if (arg === '--rollback') {
      args.rollback = true;
      if (argv[i + 1] && !argv[i + 1]!.startsWith('--')) args.to = argv[++i]!;
    } else {
      const expected = 'expected --dry-run, --force, --staging, --dir PATH, --rollback [BUILD]';
      throw new ConfigError(`Unknown argument ${JSON.stringify(arg)} (${expected}).`);
    }
  }
  if (args.rollback && (args.force || args.dir)) {
    throw new ConfigError('--rollback takes its files from the bucket: it cannot be combined with --force or --dir.');
  }
  return args;
}

function describe(object: PlannedObject): string {
  const redirect = object.websiteRedirect ? `, website redirect to ${object.websiteRedirect}` : '';
  const policy = object.policy ? ', with its policy' : '';
  return `${object.key}  (${object.contentType}; ${object.cacheControl}${redirect}${policy})`;
}

const builds = (records: readonly BuildRecord[]) =>
  records.length ? records.map((record) => `${record.build} (deployed ${record.deployedAt})`).join(', ') : 'none';

function printPlan(plan: DeployPlan, config: DeployConfig, verbose: boolean) {
  const { record } = plan;
  const website = record.website;
  const staged = (stage: number) => plan.upload.filter((object) => uploadStage(object) === stage).length;
  console.log(`Deploy to bucket "${config.bucket}" (${config.endpoint ?? 'AWS S3'}, region ${config.region}):`);
  console.log(
    plan.kind === 'rollback'
      ? `  roll back to build ${record.build} (${plan.reason}), from the bucket's own copies`
      : `  build ${record.build}; keep copies of ${plan.copies.length} files for a rollback, and its record`,
  );
  const stages = `${staged(0)} build assets, then ${staged(1)} other files, then ${staged(2)} pages`;
  console.log(`  upload  ${plan.upload.length} objects: ${stages}`);
  console.log(`  keep    ${plan.unchanged.length} build assets already there`);
  const documents = `index ${website.IndexDocument?.Suffix}, error ${website.ErrorDocument?.Key}`;
  const rules = `${documents}, ${website.RoutingRules?.length ?? 0} routing rules (where the store has one)`;
  console.log(`  website configuration: ${config.website === 'off' ? 'not touched (S3_WEBSITE=off)' : rules}`);
  console.log(`  earlier builds kept: ${builds(plan.kept)}`);
  const retention = `keep ${config.keepBuilds} builds, and ${config.keepDays} days after each was replaced`;
  console.log(`  expired (${retention}): ${builds(plan.expired)}`);
  const deletions = plan.remove.length + plan.removeRecords.length;
  console.log(`  delete  ${deletions} objects no kept build needs (after the upload)`);
  if (!verbose) return;
  for (const object of plan.upload) console.log(`  + ${describe(object)}`);
  for (const key of [...plan.remove, ...plan.removeRecords]) console.log(`  - ${key}`);
  if (config.website !== 'off') console.log(`  website: ${JSON.stringify(website)}`);
}

/** Runs tasks with a bounded number in flight; rejects with the first failure. */
async function pool<T>(items: readonly T[], task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failure: unknown;
  const worker = async () => {
    while (failure === undefined && next < items.length) {
      const item = items[next++]!;
      try {
        await task(item);
      } catch (error) {
        failure ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  if (failure !== undefined) throw failure;
}

async function deploy(argv: string[]) {
  // On Node 20, past its end of life yet still able to run this, the SDK warns on every run that
  // its releases after January 2027 need Node 22, the oldest the project supports (package.json).
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const args = parseArgs(argv);
  const config = readConfig();
  if (!args.rollback) checkGoLive(config, args.staging);
  const now = new Date();
  const root = resolve(args.dir ?? 'out');
  let read: (file: string) => Buffer = () => Buffer.alloc(0);
  let desired: PlannedObject[] = [];
  let build = '';
  if (!args.rollback) {
    if (!existsSync(root)) throw new ExportError(`${root} does not exist: run npm run build first.`);
    read = (file: string) => readFileSync(join(root, file));
    const policies = readDocumentPolicies();
    if (!policies) throw new ExportError("The build's document policies are missing: run npm run build first.");
    desired = desiredObjects(servedFiles(root), read, policies);
    try {
      build = buildIdOf(root);
    } catch (error) {
      throw new ExportError(`${(error as Error).message}: run npm run build first.`);
    }
  }

  const client = createClient(config);
  const bucket = await (async () => {
    const objects = await listObjects(client, config.bucket);
    const [records, history] = await Promise.all([
      readRecords(client, config.bucket, objects),
      readHistory(client, config.bucket, objects),
    ]);
    return { objects, records, history: historyOf(records, history) };
  })().catch((error) => {
    if (error instanceof RecordError) throw error;
    throw explain(error, config, 'Reading the bucket');
  });
  const options = { now, keepBuilds: config.keepBuilds, keepDays: config.keepDays };
  const plan = args.rollback
    ? planRollback(bucket, { ...options, to: args.to })
    : planDeploy(build, desired, websiteConfiguration(), bucket, { ...options, force: args.force });
  printPlan(plan, config, args.dryRun);
  if (args.dryRun) {
    console.log('Dry run: nothing was changed.');
    return;
  }

  const put = async (object: PlannedObject, body: Buffer, doing: string) => {
    await putObject(client, config.bucket, {
      key: object.key,
      body,
      contentType: object.contentType,
      cacheControl: object.cacheControl,
      websiteRedirect: object.websiteRedirect,
      policy: object.policy,
      // The recorded MD5: the store refuses a body (a file, or a kept copy) that is not the one planned.
      md5Base64: Buffer.from(object.md5, 'hex').toString('base64'),
    }).catch((error) => {
      throw explain(error, config, doing);
    });
  };
  const bodyOf = async (object: PlannedObject) => {
    if (object.file) return read(object.file);
    if (!object.copy) return Buffer.alloc(0);
    return getObject(client, config.bucket, copyKey(object.copy)).catch((error) => {
      throw explain(error, config, `Reading the kept copy of ${object.key} (nothing deleted)`);
    });
  };
  const putJson = (key: string, text: string, doing: string) => {
    const body = Buffer.from(text);
    const md5 = createHash('md5').update(body).digest('hex');
    return put({ key, contentType: 'application/json', cacheControl: revalidate, md5 }, body, doing);
  };
  const putHistory = (history: History, doing: string) => putJson(historyKey, historyText(history), doing);

  const target = plan.record.build;
  const unchanged = 'nothing a visitor sees has changed';
  if (plan.kind === 'deploy') {
    await pool(plan.copies, async (copy) => {
      await put(copy, read(copy.file!), `Keeping a copy of ${copy.file} (${unchanged})`);
    });
    await putJson(recordKey(target), recordText(plan.record), `Writing the record of build ${target} (${unchanged})`);
  }
  // From here until the history's second write the pages may be of two builds: the history says
  // so, and tells a rollback to put the live one back whole.
  await putHistory(plan.history.begin, `Marking build ${target} as going live (${unchanged})`);

  let uploaded = 0;
  for (const stage of [0, 1, 2]) {
    await pool(
      plan.upload.filter((object) => uploadStage(object) === stage),
      async (object) => {
        const doing = `Uploading ${object.key} (${uploaded} of ${plan.upload.length} uploaded, nothing deleted)`;
        await put(object, await bodyOf(object), doing);
        uploaded++;
      },
    );
  }
  console.log(`Uploaded ${uploaded} objects.`);

  if (config.website === 'auto') {
    try {
      await putWebsite(client, config.bucket, plan.record.website);
      console.log('Website configuration set: index and 404 documents, redirect rules.');
    } catch (error) {
      if (!isUnsupported(error))
        throw explain(error, config, 'Setting the website configuration (all files uploaded, nothing deleted)');
      console.log(
        'This store has no website configuration: serve the bucket through a CDN with the shipped rules (deploy/README.md).',
      );
    }
  }
  await putHistory(plan.history.finish, `Marking build ${target} live (all files uploaded, nothing deleted)`);

  // Objects first, records last: a deletion cut short leaves each expired build's record naming
  // what is left of it, and the next deploy deletes the rest.
  for (const keys of [plan.remove, plan.removeRecords]) {
    await deleteObjects(client, config.bucket, keys).catch((error) => {
      const state = `build ${target} is live; some old objects remain`;
      throw explain(error, config, `Deleting what no kept build needs (${state})`);
    });
  }
  console.log(
    `Deleted ${plan.remove.length + plan.removeRecords.length} objects no kept build needs. ` +
      `${plan.kind === 'rollback' ? 'Rollback' : 'Deploy'} of build ${target} complete.`,
  );
}

deploy(process.argv.slice(2)).catch((error: unknown) => {
  const usage = [ConfigError, ExportError, GoLiveError, RecordError, RollbackError].some(
    (kind) => error instanceof kind,
  );
  console.error(`deploy: ${errorLine(error, usage || error instanceof DeployError)}`);
  process.exit(usage ? 2 : 1);
});
