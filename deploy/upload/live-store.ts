// Registers the SigV4a signer, which the key value store's API requires.
import '@aws-sdk/signature-v4a';
import {
  CloudFrontKeyValueStoreClient,
  DescribeKeyValueStoreCommand,
  GetKeyCommand,
  UpdateKeysCommand,
} from '@aws-sdk/client-cloudfront-keyvaluestore';
import { liveKey, liveValues } from '../cloudfront/function';
import type { Live } from '../cloudfront/viewer-handler';
import { historyKey, parseHistory, type History, type Manifest } from './builds';
import type { DeployConfig } from './config';
import { DeployError, explain, isConflict } from './errors';

/** The key value store the viewer function reads: the build visitors get, its routing data and headers; and the history. */
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
    /** The live build, if any, its history, and the store's ETag: the flip succeeds only while it is unchanged. */
    async read(): Promise<{ live?: string; history: History; etag: string }> {
      const value = (Key: string) =>
        client
          .send(new GetKeyCommand({ KvsARN, Key }))
          .then(({ Value }) => Value)
          .catch((error: { name?: string }) => {
            if (error.name === 'ResourceNotFoundException') return undefined;
            throw error;
          });
      try {
        const { ETag } = await client.send(new DescribeKeyValueStoreCommand({ KvsARN }));
        const [live, history] = await Promise.all([value(liveKey), value(historyKey)]);
        return { live: live && (JSON.parse(live) as Live).build, history: parseHistory(history), etag: ETag! };
      } catch (error) {
        throw explain(error, where, 'Reading the live build');
      }
    },

    /** Every key in one conditional write: the history and the headers never disagree with the live build. */
    async setLive(manifest: Manifest, history: History, etag: string) {
      const doing = `Putting build ${manifest.build} live`;
      const values = { ...liveValues(manifest), [historyKey]: JSON.stringify(history) };
      const Puts = Object.entries(values).map(([Key, Value]) => ({ Key, Value }));
      try {
        await client.send(new UpdateKeysCommand({ KvsARN, Puts, IfMatch: etag }));
      } catch (error) {
        if (!isConflict(error)) throw explain(error, where, doing);
        const why = 'another deploy or rollback changed the live build since this one read it';
        throw new DeployError(`${doing} was refused: ${why}. Its files are uploaded: run this again to put it live.`);
      }
    },
  };
}
