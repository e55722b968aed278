import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { revalidate } from '../shared/cache-control';
import { isRecordKey, parseRecord, type RecordedObject } from './builds';
import type { DeployConfig } from './config';
import { emptyHistory, historyKey, parseHistory } from './history';
import type { BucketState, RemoteObject } from './plan';

/** The headers a visitor gets with the object; the viewer function sends the policy. */
const headersOf = (object: RecordedObject) => ({
  ContentType: object.contentType,
  CacheControl: object.cacheControl,
  ContentEncoding: object.encoding,
  Metadata: object.policy ? { 'content-security-policy': object.policy } : undefined,
});

export function jsonObject(key: string, text: string) {
  const body = Buffer.from(text);
  const md5 = createHash('md5').update(body).digest('hex');
  return { object: { key, contentType: 'application/json', cacheControl: revalidate, md5 }, body };
}

export function openBucket(config: DeployConfig) {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Content-MD5 checks each body already.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const Bucket = config.bucket;
  const getText = async (key: string) => {
    const response = await client.send(new GetObjectCommand({ Bucket, Key: key }));
    return { text: await response.Body!.transformToString(), etag: response.ETag };
  };
  return {
    /** Its objects, build records and history, with the ETag of the history's version read. */
    async read(): Promise<BucketState & { historyEtag?: string }> {
      const objects: RemoteObject[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken: token }));
        for (const { Key, ETag } of page.Contents ?? []) if (Key) objects.push({ key: Key, etag: ETag });
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      const recordKeys = objects.map(({ key }) => key).filter(isRecordKey);
      const records = await Promise.all(recordKeys.map(async (key) => parseRecord(key, (await getText(key)).text)));
      if (!objects.some(({ key }) => key === historyKey)) return { objects, records, history: emptyHistory };
      const { text, etag } = await getText(historyKey);
      return { objects, records, history: parseHistory(text), historyEtag: etag };
    },

    /** `condition`: replace only the version read (its ETag), or create only (`'*'`). Returns the new ETag. */
    async put(object: RecordedObject, body: Buffer, condition?: { ifMatch?: string; ifNoneMatch?: '*' }) {
      const md5 = Buffer.from(object.md5, 'hex').toString('base64');
      const command = { Bucket, Key: object.key, Body: body, ContentMD5: md5 };
      const conditions = { IfMatch: condition?.ifMatch, IfNoneMatch: condition?.ifNoneMatch };
      return (await client.send(new PutObjectCommand({ ...command, ...conditions, ...headersOf(object) }))).ETag;
    },

    async copy(from: string, object: RecordedObject) {
      const source = {
        Bucket,
        Key: object.key,
        CopySource: `${Bucket}/${from}`,
        MetadataDirective: 'REPLACE' as const,
      };
      await client.send(new CopyObjectCommand({ ...source, ...headersOf(object) }));
    },

    async delete(key: string) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
