/**
 * @jest-environment node
 */
import { explain, isUnsupported } from './s3-errors';

const config = {
  bucket: 'site',
  region: 'eu-central-1',
  forcePathStyle: false,
  website: 'auto' as const,
  keepBuilds: 3,
  keepDays: 7,
};
const sdk = (name: string, status?: number) =>
  Object.assign(new Error(name), { name, $metadata: { httpStatusCode: status } });

describe('errors from the store, explained', () => {
  it.each([
    [sdk('NoSuchBucket', 404), /bucket "site" \(AWS S3, region eu-central-1\) does not exist/],
    [sdk('NotFound', 404), /does not exist/],
    [sdk('InvalidAccessKeyId', 403), /refused the credentials \(InvalidAccessKeyId\)/],
    [sdk('SignatureDoesNotMatch', 403), /refused the credentials \(SignatureDoesNotMatch\)/],
    [sdk('AccessDenied', 403), /Access denied/],
    [sdk('PermanentRedirect', 301), /another region/],
    [Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }), /Cannot reach the store/],
  ])('%s', (error, message) => {
    const explained = explain(error, config, 'Reading the bucket');
    expect(explained.message).toMatch(/^Reading the bucket failed\. /);
    expect(explained.message).toMatch(message);
  });

  it('tells a store without website configuration from a real failure', () => {
    expect(isUnsupported(sdk('NotImplemented', 501))).toBe(true);
    expect(isUnsupported(sdk('MethodNotAllowed', 405))).toBe(true);
    expect(isUnsupported(sdk('AccessDenied', 403))).toBe(false);
  });
});
