import { Refusal } from './errors';

/** Read from the environment only: nothing secret in the repository (docs/deploying.md lists the variables). */
export interface DeployConfig {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  /** The key value store whose `live` key names the live build. */
  kvsArn: string;
  kvsEndpoint?: string;
  keepBuilds: number;
  keepDays: number;
  /** Otherwise the SDK's default chain reads the profile or web identity. */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
}

const quoted = (value: string | undefined) => JSON.stringify(value ?? '');

export function readConfig(env: Record<string, string | undefined> = process.env, staging = false): DeployConfig {
  const problems: string[] = [];
  const bucket = env.S3_BUCKET?.trim();
  const region = (env.S3_REGION ?? env.AWS_REGION)?.trim();
  if (!bucket) problems.push('S3_BUCKET is not set (the bucket to deploy to)');
  if (!region) problems.push("S3_REGION is not set (the bucket's region, for example eu-central-1)");

  const kvsArn = env.KVS_ARN?.trim();
  if (!kvsArn) problems.push("KVS_ARN is not set (the stack's KeyValueStore output)");
  else if (!/^arn:aws[\w-]*:cloudfront::\d{12}:key-value-store\/[\w-]+$/.test(kvsArn))
    problems.push(`KVS_ARN must be a key value store's ARN, not ${quoted(kvsArn)}`);

  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  const kvsEndpoint = env.KVS_ENDPOINT?.trim() || undefined;
  for (const [name, url] of [
    ['S3_ENDPOINT', endpoint],
    ['KVS_ENDPOINT', kvsEndpoint],
  ])
    if (url && !/^https?:\/\/[^/]+/.test(url)) problems.push(`${name} must be an http(s) URL, not ${quoted(url)}`);

  const keepBuilds = Number(env.DEPLOY_KEEP_BUILDS?.trim() || 3);
  if (!Number.isInteger(keepBuilds) || keepBuilds < 1)
    problems.push(`DEPLOY_KEEP_BUILDS must be a whole number, 1 or more, not ${quoted(env.DEPLOY_KEEP_BUILDS)}`);
  const keepDays = Number(env.DEPLOY_KEEP_DAYS?.trim() || 7);
  // A tab open on a replaced build loads its scripts from it for a day; only a staging copy may keep fewer.
  const fewestDays = staging ? 0 : 1;
  if (!Number.isFinite(keepDays) || keepDays < fewestDays) {
    const why = staging ? '' : " (visitors' open tabs load from a replaced build; only --staging may keep fewer)";
    problems.push(
      `DEPLOY_KEEP_DAYS must be a number of days, ${fewestDays} or more${why}, not ${quoted(env.DEPLOY_KEEP_DAYS)}`,
    );
  }

  const accessKeyId = env.AWS_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY?.trim();
  let credentials: DeployConfig['credentials'];
  if (accessKeyId && secretAccessKey)
    credentials = { accessKeyId, secretAccessKey, sessionToken: env.AWS_SESSION_TOKEN || undefined };
  else if (accessKeyId || secretAccessKey)
    problems.push('set both AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, not only one');
  else if (!env.AWS_PROFILE && !(env.AWS_ROLE_ARN && env.AWS_WEB_IDENTITY_TOKEN_FILE))
    problems.push('no credentials (set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or AWS_PROFILE)');

  if (problems.length) throw new Refusal(`Deploy configuration: ${problems.join('; ')}. See docs/deploying.md.`);
  const forcePathStyle = /^(1|true|yes)$/i.test(env.S3_FORCE_PATH_STYLE ?? '');
  return {
    bucket: bucket!,
    region: region!,
    endpoint,
    forcePathStyle,
    kvsArn: kvsArn!,
    kvsEndpoint,
    keepBuilds,
    keepDays,
    credentials,
  };
}
