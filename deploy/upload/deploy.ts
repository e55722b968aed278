/**
 * `npm run deploy`: uploads the export (out/) to an S3-compatible bucket (AWS S3, Cloudflare R2,
 * MinIO, Google Cloud Storage's S3 interface), configured by environment variables (see config.ts
 * and deploy/README.md).
 *   npm run deploy                  upload, set the website configuration, then delete stale objects
 *   npm run deploy -- --dry-run     print the plan and change nothing
 *   npm run deploy -- --force       upload unchanged build assets too
 *   npm run deploy -- --dir PATH    deploy another copy of the export (with the policies of the last build)
 * Order of work: read the bucket (any problem with the configuration, the bucket or the
 * credentials stops everything here), upload build assets, then other files, then pages; set the
 * website configuration; and only then delete the objects the new build no longer has. A failure
 * at any step stops before the deletions: the bucket keeps serving complete pages.
 * Exit status: 0 done, 1 the store refused or failed, 2 configuration or export missing.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { websiteConfiguration } from '../s3-website/website-configuration';
import { readDocumentPolicies } from '../shared/document-policies';
import { servedFiles } from '../shared/export-files';
import { createClient, deleteObjects, listObjects, putObject, putWebsite } from './bucket';
import { ConfigError, readConfig, type DeployConfig } from './config';
import { desiredObjects, ExportError, planDeploy, uploadStage, type DeployPlan, type PlannedObject } from './plan';
import { DeployError, explain, isUnsupported } from './s3-errors';

const concurrency = 8;

function parseArgs(argv: string[]) {
  const args = { dryRun: false, force: false, dir: 'out' };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--dry-run') args.dryRun = true;
    else if (arg === '--force') args.force = true;
    else if (arg === '--dir' && argv[i + 1]) args.dir = argv[++i]!;
    else throw new ConfigError(`Unknown argument "${arg}" (expected --dry-run, --force, --dir PATH).`);
  }
  return args;
}

function describe(object: PlannedObject): string {
  const redirect = object.websiteRedirect ? `, website redirect to ${object.websiteRedirect}` : '';
  const policy = object.policy ? ', with its policy' : '';
  return `${object.key}  (${object.contentType}; ${object.cacheControl}${redirect}${policy})`;
}

function printPlan(plan: DeployPlan, config: DeployConfig, verbose: boolean) {
  const website = websiteConfiguration();
  console.log(`Deploy to bucket "${config.bucket}" (${config.endpoint ?? 'AWS S3'}, region ${config.region}):`);
  console.log(`  upload  ${plan.upload.length} objects`);
  console.log(`  keep    ${plan.unchanged.length} build assets already there`);
  console.log(`  delete  ${plan.remove.length} objects the build no longer has (after the upload)`);
  console.log(
    config.website === 'off'
      ? '  website configuration: not touched (S3_WEBSITE=off)'
      : `  website configuration: index ${website.IndexDocument!.Suffix}, error ${website.ErrorDocument!.Key}, ${website.RoutingRules!.length} routing rules (where the store has one)`,
  );
  if (!verbose) return;
  for (const object of plan.upload) console.log(`  + ${describe(object)}`);
  for (const key of plan.remove) console.log(`  - ${key}`);
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
  // The SDK warns on every run that its releases after January 2027 need Node 22; this project pins
  // its version and runs on Node 20 (deploy/README.md says so once).
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const args = parseArgs(argv);
  const config = readConfig();
  const root = resolve(args.dir);
  if (!existsSync(root)) throw new ExportError(`${root} does not exist: run npm run build first.`);
  const read = (file: string) => readFileSync(join(root, file));
  const policies = readDocumentPolicies();
  if (!policies) throw new ExportError("The build's document policies are missing: run npm run build first.");
  const desired = desiredObjects(servedFiles(root), read, policies);

  const client = createClient(config);
  const remote = await listObjects(client, config.bucket).catch((error) => {
    throw explain(error, config, 'Reading the bucket');
  });
  const plan = planDeploy(desired, remote, { force: args.force });
  printPlan(plan, config, args.dryRun);
  if (args.dryRun) {
    console.log('Dry run: nothing was changed.');
    return;
  }

  let uploaded = 0;
  for (const stage of [0, 1, 2]) {
    await pool(
      plan.upload.filter((object) => uploadStage(object) === stage),
      async (object) => {
        const body = object.file ? read(object.file) : Buffer.alloc(0);
        await putObject(client, config.bucket, {
          key: object.key,
          body,
          contentType: object.contentType,
          cacheControl: object.cacheControl,
          websiteRedirect: object.websiteRedirect,
          policy: object.policy,
          md5Base64: createHash('md5').update(body).digest('base64'),
        }).catch((error) => {
          throw explain(error, config, `Uploading ${object.key} (${uploaded} of ${plan.upload.length} uploaded, nothing deleted)`);
        });
        uploaded++;
      },
    );
  }
  console.log(`Uploaded ${uploaded} objects.`);

  if (config.website === 'auto') {
    try {
      await putWebsite(client, config.bucket, websiteConfiguration());
      console.log('Website configuration set: index and 404 documents, redirect rules.');
    } catch (error) {
      if (!isUnsupported(error)) throw explain(error, config, 'Setting the website configuration (all files uploaded, nothing deleted)');
      console.log('This store has no website configuration: serve the bucket through a CDN with the shipped rules (deploy/README.md).');
    }
  }

  await deleteObjects(client, config.bucket, plan.remove).catch((error) => {
    throw explain(error, config, 'Deleting stale objects (the new build is complete; some old objects remain)');
  });
  console.log(`Deleted ${plan.remove.length} stale objects. Deploy complete.`);
}

deploy(process.argv.slice(2)).catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof ExportError || error instanceof DeployError;
  console.error(`deploy: ${known ? (error as Error).message : ((error as Error)?.stack ?? String(error))}`);
  process.exit(error instanceof ConfigError || error instanceof ExportError ? 2 : 1);
});
