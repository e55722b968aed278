import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetBucketTaggingCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import { revalidate } from '../shared/cache-control';
import { policyMetadataKey } from '../shared/policy-metadata';
import { isManifestKey, manifestKey, parseManifest, type Manifest } from './builds';
import type { DeployConfig } from './config';
import { explain } from './errors';
import type { Listed, StoredObject } from './plan';

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
  const where = {
    name: `bucket "${Bucket}"`,
    endpoint: `${config.endpoint ?? 'AWS S3'}, region ${config.region}`,
    settings: 'S3_BUCKET, S3_REGION and S3_ENDPOINT',
  };
  const send = async <T>(doing: string, work: () => Promise<T>) => {
    try {
      return await work();
    } catch (error) {
      throw explain(error, where, doing);
    }
  };

  const list = () =>
    send('Reading the bucket', async () => {
      const listed: Listed[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken: token }));
        for (const { Key, ETag } of page.Contents ?? []) if (Key) listed.push({ key: Key, etag: ETag });
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return listed;
    });

  return {
    /** The bucket's `stage` tag (deploy/host/site.yaml); undefined when it has none. */
    stage: () =>
      send("Reading the bucket's tags", async () => {
        try {
          const { TagSet } = await client.send(new GetBucketTaggingCommand({ Bucket }));
          return TagSet?.find(({ Key }) => Key === 'stage')?.Value;
        } catch (error) {
          if ((error as { name?: string }).name === 'NoSuchTagSet') return undefined;
          throw error;
        }
      }),

    /** Every key with its ETag. */
    list,

    /** Every key with its ETag, and the manifest of every build. */
    read: async () => {
      const listed = await list();
      const manifests = await send('Reading the bucket', () =>
        Promise.all(
          listed
            .filter(({ key }) => isManifestKey(key))
            .map(async ({ key }) => {
              const response = await client.send(new GetObjectCommand({ Bucket, Key: key }));
              return parseManifest(key, await response.Body!.transformToString());
            }),
        ),
      );
      return { listed, manifests };
    },

    put: (object: StoredObject, body: Buffer) =>
      send(`Uploading ${object.key}`, () =>
        client.send(
          new PutObjectCommand({
            Bucket,
            Key: object.key,
            Body: body,
            ContentMD5: Buffer.from(object.md5, 'hex').toString('base64'),
            ContentType: object.contentType,
            CacheControl: object.cacheControl,
            ContentEncoding: object.encoding,
            Metadata: object.policy ? { [policyMetadataKey]: object.policy } : undefined,
          }),
        ),
      ),

    putManifest(manifest: Manifest) {
      const body = Buffer.from(`${JSON.stringify(manifest)}\n`);
      const md5 = createHash('md5').update(body).digest('hex');
      const key = manifestKey(manifest.build);
      return this.put({ key, contentType: 'application/json', cacheControl: revalidate, md5 }, body);
    },

    /** With its headers and metadata. */
    copy: (from: string, to: string) =>
      send(`Copying ${from} to ${to}`, () =>
        client.send(new CopyObjectCommand({ Bucket, Key: to, CopySource: `${Bucket}/${from}` })),
      ),

    delete: (key: string) => send(`Deleting ${key}`, () => client.send(new DeleteObjectCommand({ Bucket, Key: key }))),
  };
}
