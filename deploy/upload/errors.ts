/** A deploy refused before it changed anything: its configuration, export or target (exit 2). */
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

/** The bucket or the key value store, and where the deploy reaches it. */
export type Where = { name: string; endpoint: string; settings: string };

const credentialCodes = [
  'InvalidAccessKeyId',
  'SignatureDoesNotMatch',
  'InvalidToken',
  'ExpiredToken',
  'UnrecognizedClientException',
  'InvalidSignatureException',
];
const networkCodes = ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'ECONNRESET', 'TimeoutError'];

/** What the SDK threw, as one sentence a person can act on. */
export function explain(error: unknown, where: Where, doing: string): DeployError {
  const e = (error ?? {}) as SdkError;
  const code = e.Code ?? e.code ?? e.name ?? 'Error';
  const status = e.$metadata?.httpStatusCode;
  const at = `${where.name} (${where.endpoint})`;
  let why: string;
  if (code === 'NoSuchBucket' || code === 'ResourceNotFoundException') {
    why = `The ${at} does not exist. Create it first, or check ${where.settings}.`;
  } else if (credentialCodes.includes(code)) {
    why = `The store refused the credentials (${code}): check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY for the ${at}.`;
  } else if (code === 'AccessDenied' || code === 'AccessDeniedException' || status === 403) {
    why = `Access denied to the ${at} (${code}): attach the stack's DeployPolicy to the deploy's credentials.`;
  } else if (code === 'PermanentRedirect' || code === 'AuthorizationHeaderMalformed' || status === 301) {
    why = `The ${at} is in another region (${code}): set S3_REGION to the bucket's region.`;
  } else if (networkCodes.includes(code)) {
    why = `Cannot reach the ${at} (${code}): check ${where.settings} and the network.`;
  } else {
    why = `${code}${status ? ` (HTTP ${status})` : ''}: ${oneLine(e.message ?? String(error))}`;
  }
  return new DeployError(`${doing} failed. ${why}`);
}

/** A write conditional on the version read, refused: the key value store changed meanwhile. */
export function isConflict(error: unknown): boolean {
  const status = (error as SdkError | undefined)?.$metadata?.httpStatusCode;
  return status === 409 || status === 412;
}

/** An expected error is its message alone; anything else, a fault of the deploy, also says where it was thrown. */
export function errorLine(error: unknown, expected: boolean): string {
  if (!(error instanceof Error)) return oneLine(String(error));
  if (expected) return oneLine(error.message);
  const thrownAt = error.stack?.split('\n').find((line) => line.trim().startsWith('at '));
  return oneLine(`${error.name}: ${error.message}${thrownAt ? `; thrown ${thrownAt.trim()}` : ''}`);
}
