/** A deploy refused before it changed anything a visitor sees: its configuration, export or target (exit 2). */
export class Refusal extends Error {}

/** The store refused or failed (exit 1). */
export class DeployError extends Error {}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim();

type SdkError = {
  name?: string;
  code?: string;
  Code?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
};

type Where = { bucket: string; region: string; endpoint?: string };

const where = (config: Where) => `bucket "${config.bucket}" (${config.endpoint ?? 'AWS S3'}, region ${config.region})`;

const credentialCodes = ['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'InvalidToken', 'ExpiredToken'];
const networkCodes = ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'ECONNRESET', 'TimeoutError'];

/** What the SDK threw, as one sentence a person can act on. */
export function explain(error: unknown, config: Where, doing: string): DeployError {
  const e = (error ?? {}) as SdkError;
  const code = e.Code ?? e.code ?? e.name ?? 'Error';
  const status = e.$metadata?.httpStatusCode;
  let why: string;
  if (code === 'NoSuchBucket') {
    why = `The ${where(config)} does not exist. Create it first, or check S3_BUCKET, S3_REGION and S3_ENDPOINT.`;
  } else if (credentialCodes.includes(code)) {
    why = `The store refused the credentials (${code}): check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY for the ${where(config)}.`;
  } else if (code === 'AccessDenied' || status === 403) {
    why = `Access denied to the ${where(config)} (${code}): the credentials need to list, read, write and delete its objects.`;
  } else if (code === 'PermanentRedirect' || code === 'AuthorizationHeaderMalformed' || status === 301) {
    why = `The ${where(config)} is in another region (${code}): set S3_REGION to the bucket's region.`;
  } else if (networkCodes.includes(code)) {
    why = `Cannot reach the store at ${config.endpoint ?? 'AWS S3'} (${code}): check S3_ENDPOINT and the network.`;
  } else {
    why = `${code}${status ? ` (HTTP ${status})` : ''}: ${oneLine(e.message ?? String(error))}`;
  }
  return new DeployError(`${doing} failed. ${why}`);
}

/** A conditional write refused: the object changed since it was read (412), was created or removed meanwhile. */
export function isConflict(error: unknown): boolean {
  const e = (error ?? {}) as SdkError;
  const status = e.$metadata?.httpStatusCode;
  return status === 412 || status === 409 || (status === 404 && (e.Code ?? e.name) === 'NoSuchKey');
}

/** An expected error is its message alone; anything else, a fault of the deploy, also says where it was thrown. */
export function errorLine(error: unknown, expected: boolean): string {
  if (!(error instanceof Error)) return oneLine(String(error));
  if (expected) return oneLine(error.message);
  const thrownAt = error.stack?.split('\n').find((line) => line.trim().startsWith('at '));
  return oneLine(`${error.name}: ${error.message}${thrownAt ? `; thrown ${thrownAt.trim()}` : ''}`);
}
