// Registers the SigV4a signer, which the key value store's API requires.
import '@aws-sdk/signature-v4a';
import {
  CloudFrontKeyValueStoreClient,
  DescribeKeyValueStoreCommand,
  GetKeyCommand,
  PutKeyCommand,
} from '@aws-sdk/client-cloudfront-keyvaluestore';
import { liveKey } from '../cloudfront/function';
import type { DeployConfig } from './config';
import { DeployError, explain, isConflict } from './errors';

/** The key value store the viewer function reads: its `live` key names the build visitors get. */
export function openLiveStore(config: DeployConfig) {
  const client = new CloudFrontKeyValueStoreClient({
    region: config.region,
    credentials: config.credentials,
    maxAttempts: 3,
    // AWS's endpoint carries the account in its host name, which a local one cannot.
    ...(config.kvsEndpoint && { endpointProvider: () => ({ url: new URL(config.kvsEndpoint!) }) }),
  });
  const KvsARN = config.kvsArn;
  const where = { name: `key value store ${KvsARN}`, endpoint: config.kvsEndpoint ?? 'AWS', settings: 'KVS_ARN' };

  return {
    /** The live build, if any, and the store's ETag: the flip succeeds only while it is unchanged. */
    async read(): Promise<{ live?: string; etag: string }> {
      try {
        const { ETag } = await client.send(new DescribeKeyValueStoreCommand({ KvsARN }));
        const live = await client
          .send(new GetKeyCommand({ KvsARN, Key: liveKey }))
          .then(({ Value }) => Value)
          .catch((error: { name?: string }) => {
            if (error.name === 'ResourceNotFoundException') return undefined;
            throw error;
          });
        return { live, etag: ETag! };
      } catch (error) {
        throw explain(error, where, 'Reading the live build');
      }
    },

    async setLive(build: string, etag: string) {
      const doing = `Putting build ${build} live`;
      try {
        await client.send(new PutKeyCommand({ KvsARN, Key: liveKey, Value: build, IfMatch: etag }));
      } catch (error) {
        if (!isConflict(error)) throw explain(error, where, doing);
        const why = 'another deploy or rollback changed the live build since this one read it';
        throw new DeployError(`${doing} was refused: ${why}. Its files are uploaded: run this again to put it live.`);
      }
    },
  };
}
