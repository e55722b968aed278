import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * A CloudFront KeyValueStore for `npm run deploy` in e2e/deploy.spec.ts: one store, and the calls the
 * deploy makes (DescribeKeyValueStore, GetKey, UpdateKeys with If-Match). It checks the access key id,
 * not the SigV4a signature.
 */
export function localKvs(arn: string, accessKeyId: string, values: Map<string, string>) {
  let version = 1;
  const etag = () => `KV${version}`;
  const answer = (response: ServerResponse, status: number, body: object, headers: Record<string, string> = {}) =>
    response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
  const fail = (response: ServerResponse, status: number, type: string) =>
    answer(response, status, { Message: type }, { 'x-amzn-errortype': type });

  return (request: IncomingMessage, response: ServerResponse, body: Buffer) => {
    const [, store, keys, key] = /^\/key-value-stores\/([^/]+)(\/keys(?:\/([^/]+))?)?$/.exec(request.url!) ?? [];
    if (!String(request.headers.authorization).includes(`Credential=${accessKeyId}/`))
      return fail(response, 403, 'UnrecognizedClientException');
    if (decodeURIComponent(store ?? '') !== arn) return fail(response, 404, 'ResourceNotFoundException');
    const counts = { ItemCount: values.size, TotalSizeInBytes: 0 };
    if (!keys) return answer(response, 200, { ...counts, KvsARN: arn, Created: 0 }, { etag: etag() });
    if (request.method === 'POST' && !key) {
      if (request.headers['if-match'] !== etag()) return fail(response, 409, 'ConflictException');
      const { Puts = [] } = JSON.parse(body.toString()) as { Puts?: { Key: string; Value: string }[] };
      for (const { Key, Value } of Puts) values.set(Key, Value);
      version++;
      return answer(response, 200, { ...counts, ItemCount: values.size }, { etag: etag() });
    }
    const name = decodeURIComponent(key ?? '');
    const value = values.get(name);
    if (value === undefined) return fail(response, 404, 'ResourceNotFoundException');
    return answer(response, 200, { ...counts, Key: name, Value: value });
  };
}
