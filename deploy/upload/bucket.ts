import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutBucketWebsiteCommand,
  PutObjectCommand,
  S3Client,
  type WebsiteConfiguration,
} from '@aws-sdk/client-s3';
import type { DeployConfig } from './config';
import { isRecordKey, parseRecord, type BuildRecord } from './builds';
import { historyKey, parseHistory, type History } from './history';
import type { RemoteObject } from './plan';
import { isUnsupported } from './s3-errors';

/** The few bucket operations the deploy needs, over any S3-compatible store. */
export function createClient(config: DeployConfig): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 requires them: R2, GCS and older servers reject or ignore the
    // newer default (CRC32 on every request).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
}

export async function listObjects(client: S3Client, bucket: string): Promise<RemoteObject[]> {
  const objects: RemoteObject[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    for (const { Key, ETag, LastModified } of page.Contents ?? []) {
      if (Key) objects.push({ key: Key, etag: ETag, lastModified: LastModified });
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return objects;
}

export async function getObject(client: S3Client, bucket: string, key: string): Promise<Buffer> {
  const response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return Buffer.from(await response.Body!.transformToByteArray());
}

/** The records of the builds the bucket holds (see builds.ts), read from the listing's record keys. */
export async function readRecords(client: S3Client, bucket: string, objects: readonly RemoteObject[]) {
  const keys = objects.map(({ key }) => key).filter(isRecordKey);
  const read = async (key: string): Promise<BuildRecord> => {
    const body = await getObject(client, bucket, key);
    return parseRecord(key, body.toString('utf8'));
  };
  return Promise.all(keys.map(read));
}

/** The history of go-lives the bucket keeps (see history.ts), if a deploy has written one. */
export async function readHistory(
  client: S3Client,
  bucket: string,
  objects: readonly RemoteObject[],
): Promise<History | undefined> {
  if (!objects.some(({ key }) => key === historyKey)) return undefined;
  return parseHistory((await getObject(client, bucket, historyKey)).toString('utf8'));
}

export async function putObject(
  client: S3Client,
  bucket: string,
  object: {
    key: string;
    body: Buffer;
    contentType: string;
    cacheControl: string;
    websiteRedirect?: string;
    policy?: string;
    md5Base64: string;
  },
): Promise<void> {
  await client.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: object.key,
      Body: object.body,
      ContentType: object.contentType,
      CacheControl: object.cacheControl,
      WebsiteRedirectLocation: object.websiteRedirect,
      // Served as x-amz-meta-content-security-policy; the CloudFront function turns it into the header.
      Metadata: object.policy ? { 'content-security-policy': object.policy } : undefined,
      // The store checks the body against it: a corrupted upload fails instead of being served.
      ContentMD5: object.md5Base64,
    }),
  );
}

/** Deletes keys a thousand at a time (S3's limit per request), or one by one on stores without
 *  multi-object delete (Google Cloud Storage's XML API); throws on the first refusal. */
export async function deleteObjects(client: S3Client, bucket: string, keys: readonly string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 1000) {
    const batch = keys.slice(i, i + 1000);
    let result;
    try {
      result = await client.send(
        new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
      );
    } catch (error) {
      if (!isUnsupported(error)) throw error;
      for (const Key of batch) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key }));
      continue;
    }
    const failed = result.Errors ?? [];
    if (failed.length) {
      throw Object.assign(
        new Error(`${failed.length} objects not deleted, the first: ${failed[0]!.Key} (${failed[0]!.Code})`),
        {
          Code: failed[0]!.Code,
        },
      );
    }
  }
}

export async function putWebsite(client: S3Client, bucket: string, configuration: WebsiteConfiguration): Promise<void> {
  await client.send(new PutBucketWebsiteCommand({ Bucket: bucket, WebsiteConfiguration: configuration }));
}
