import type { DeployConfig } from './config';

/**
 * Turns what the S3 SDK throws into one sentence a person can act on. Every store answers the
 * same codes through its S3 interface (AWS, R2, MinIO, GCS), with or without an XML body.
 */
export class DeployError extends Error {}

/** Text from elsewhere (a store's message, a stack) on one line: a log shows each error whole, on a line of its own. */
const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim();

interface SdkError {
  name?: string;
  code?: string;
  Code?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
}

const where = (config: DeployConfig) =>
  `bucket "${config.bucket}" (${config.endpoint ?? 'AWS S3'}, region ${config.region})`;

export function explain(error: unknown, config: DeployConfig, doing: string): DeployError {
  const e = (error ?? {}) as SdkError;
  // S3 error codes come as Code or name; network errors as code (name is then just "Error").
  const code = e.Code ?? e.code ?? e.name ?? 'Error';
  const status = e.$metadata?.httpStatusCode;
  let why: string;
  if (code === 'NoSuchBucket' || (code === 'NotFound' && status === 404)) {
    why = `The ${where(config)} does not exist. Create it first, or check S3_BUCKET, S3_REGION and S3_ENDPOINT.`;
  } else if (
    ['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'InvalidToken', 'ExpiredToken', 'TokenRefreshRequired'].includes(
      code,
    )
  ) {
    why = `The store refused the credentials (${code}): check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY for the ${where(config)}.`;
  } else if (code === 'AccessDenied' || code === 'Forbidden' || status === 403) {
    why = `Access denied to the ${where(config)} (${code}): the credentials need to list, read, write and delete its objects.`;
  } else if (code === 'PermanentRedirect' || code === 'AuthorizationHeaderMalformed' || status === 301) {
    why = `The ${where(config)} is in another region (${code}): set S3_REGION to the bucket's region.`;
  } else if (code === 'CredentialsProviderError') {
    why = `No usable credentials (${oneLine(e.message ?? code)}): set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or AWS_PROFILE.`;
  } else if (['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'ECONNRESET', 'TimeoutError'].includes(code)) {
    why = `Cannot reach the store at ${config.endpoint ?? 'AWS S3'} (${code}): check S3_ENDPOINT and the network.`;
  } else {
    why = `${code}${status ? ` (HTTP ${status})` : ''}: ${oneLine(e.message ?? String(error))}`;
  }
  return new DeployError(`${doing} failed. ${why}`);
}

/** Whether the store simply has no website configuration (R2, MinIO, GCS's S3 interface). */
export function isUnsupported(error: unknown): boolean {
  const e = (error ?? {}) as SdkError;
  const code = e.Code ?? e.code ?? e.name;
  const status = e.$metadata?.httpStatusCode;
  return code === 'NotImplemented' || code === 'MethodNotAllowed' || status === 501 || status === 405;
}

/**
 * The one line the deploy prints for the error that stopped it. An expected error (a configuration,
 * an export, a record or a rollback it refuses, a failure of the store, explained) is its message
 * alone. Anything else is a fault of the deploy itself: its kind, its message and where it was
 * thrown, still on one line, so that it reads whole in a CI log and can be reported.
 */
export function errorLine(error: unknown, expected: boolean): string {
  if (!(error instanceof Error)) return oneLine(String(error));
  if (expected) return oneLine(error.message);
  const thrownAt = error.stack?.split('\n').find((line) => line.trim().startsWith('at '));
  return oneLine(`${error.name}: ${error.message}${thrownAt ? `; thrown ${thrownAt.trim()}` : ''}`);
}
