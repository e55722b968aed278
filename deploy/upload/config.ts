/**
 * The deploy's configuration, from the environment only (nothing secret in the repository):
 *   S3_BUCKET              the bucket (required)
 *   S3_REGION              its region (or AWS_REGION); `auto` for Cloudflare R2 (required)
 *   S3_ENDPOINT            the store's S3 endpoint, for anything but AWS: R2, MinIO, GCS …
 *   S3_FORCE_PATH_STYLE    `true` for stores that want /bucket/key URLs (MinIO, most local servers)
 *   S3_WEBSITE             `auto` (default): set the website configuration where the store has
 *                          one, `off`: never touch it
 *   DEPLOY_KEEP_BUILDS     how many of the latest builds keep their build assets (default 3,
 *                          the live one included; at least 1)
 *   DEPLOY_KEEP_DAYS       and for how many days after it was replaced any other build keeps them
 *                          (default 7)
 *   AWS_ACCESS_KEY_ID + AWS_SECRET_ACCESS_KEY (+ AWS_SESSION_TOKEN), or AWS_PROFILE, or a web
 *   identity (AWS_ROLE_ARN + AWS_WEB_IDENTITY_TOKEN_FILE, as CI OIDC logins set)
 */
export interface DeployConfig {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  website: 'auto' | 'off';
  /** The retention of earlier builds (see builds.ts). */
  keepBuilds: number;
  keepDays: number;
  /** Explicit keys; otherwise the SDK's default chain reads the profile or web identity. */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
}

export class ConfigError extends Error {}

const truthy = (value: string | undefined) => /^(1|true|yes)$/i.test(value ?? '');

/** A value as typed, in quotes; a line break pasted into a variable shows as \n, not as a second line. */
const quoted = (value: string | undefined) => JSON.stringify(value ?? '');

export function readConfig(env: Record<string, string | undefined> = process.env): DeployConfig {
  const problems: string[] = [];
  const bucket = env.S3_BUCKET?.trim();
  const region = (env.S3_REGION ?? env.AWS_REGION)?.trim();
  if (!bucket) problems.push('S3_BUCKET is not set (the bucket to deploy to)');
  if (!region)
    problems.push('S3_REGION is not set (the bucket\'s region, for example eu-central-1, or "auto" for Cloudflare R2)');

  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:\/\/[^/]+/.test(endpoint))
    problems.push(`S3_ENDPOINT must be an http(s) URL, not ${quoted(endpoint)}`);

  const website = (env.S3_WEBSITE ?? 'auto').trim();
  if (website !== 'auto' && website !== 'off')
    problems.push(`S3_WEBSITE must be "auto" or "off", not ${quoted(website)}`);

  const keepBuilds = Number(env.DEPLOY_KEEP_BUILDS?.trim() || 3);
  if (!Number.isInteger(keepBuilds) || keepBuilds < 1) {
    problems.push(
      `DEPLOY_KEEP_BUILDS must be a whole number of builds, 1 or more, not ${quoted(env.DEPLOY_KEEP_BUILDS)}`,
    );
  }
  const keepDays = Number(env.DEPLOY_KEEP_DAYS?.trim() || 7);
  if (!Number.isFinite(keepDays) || keepDays < 0) {
    problems.push(`DEPLOY_KEEP_DAYS must be a number of days, 0 or more, not ${quoted(env.DEPLOY_KEEP_DAYS)}`);
  }

  const accessKeyId = env.AWS_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY?.trim();
  let credentials: DeployConfig['credentials'];
  if (accessKeyId && secretAccessKey)
    credentials = { accessKeyId, secretAccessKey, sessionToken: env.AWS_SESSION_TOKEN || undefined };
  else if (accessKeyId || secretAccessKey)
    problems.push('set both AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, not only one');
  else if (!env.AWS_PROFILE && !(env.AWS_ROLE_ARN && env.AWS_WEB_IDENTITY_TOKEN_FILE)) {
    problems.push('no credentials (set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or AWS_PROFILE)');
  }

  // Every problem at once, on one line: a CI log or a terminal shows the whole of it, in order.
  if (problems.length) throw new ConfigError(`Deploy configuration: ${problems.join('; ')}. See deploy/README.md.`);
  return {
    bucket: bucket!,
    region: region!,
    endpoint,
    forcePathStyle: truthy(env.S3_FORCE_PATH_STYLE),
    website: website as 'auto' | 'off',
    keepBuilds,
    keepDays,
    credentials,
  };
}
