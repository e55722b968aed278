/**
 * @jest-environment node
 */
import { errorLine, explain, isConflict } from './errors';

const config = { name: 'bucket "site"', endpoint: 'AWS S3, region eu-central-1', settings: 'S3_BUCKET' };
const sdk = (name: string, status?: number) =>
  Object.assign(new Error(name), { name, $metadata: { httpStatusCode: status } });

describe('errors from the store, explained', () => {
  it.each([
    [sdk('NoSuchBucket', 404), /bucket "site" \(AWS S3, region eu-central-1\) does not exist/],
    [sdk('InvalidAccessKeyId', 403), /refused the credentials \(InvalidAccessKeyId\)/],
    [sdk('SignatureDoesNotMatch', 403), /refused the credentials \(SignatureDoesNotMatch\)/],
    [sdk('AccessDenied', 403), /Access denied .*attach the stack's DeployPolicy/],
    [sdk('UnrecognizedClientException', 403), /refused the credentials \(UnrecognizedClientException\)/],
    [sdk('PermanentRedirect', 301), /another region/],
    [Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }), /Cannot reach the bucket "site"/],
  ])('%s', (error, message) => {
    const explained = explain(error, config, 'Reading the bucket');
    expect(explained.message).toMatch(/^Reading the bucket failed\. /);
    expect(explained.message).toMatch(message);
  });

  it('tells a write refused because the key value store changed from a real failure', () => {
    expect(isConflict(sdk('ConflictException', 409))).toBe(true);
    expect(isConflict(sdk('ResourceNotFoundException', 404))).toBe(false);
    expect(isConflict(sdk('AccessDeniedException', 403))).toBe(false);
  });
});

describe('the line the deploy prints when it stops', () => {
  it("keeps a store's message of several lines on one", () => {
    const error = Object.assign(new Error('Bad gateway\n  <html>\n  </html>\n'), { name: 'BadGateway' });
    expect(explain(error, config, 'Uploading ro.html').message).toBe(
      'Uploading ro.html failed. BadGateway: Bad gateway <html> </html>',
    );
  });

  it('prints an expected error as its message alone, without its stack', () => {
    const error = explain(sdk('AccessDenied', 403), config, 'Reading the bucket');
    expect(errorLine(error, true)).toBe(error.message);
  });

  it('prints any other error on one line, with where it was thrown', () => {
    const line = errorLine(new TypeError('x is not a function'), false);
    expect(line).toMatch(/^TypeError: x is not a function; thrown at .*errors\.test\.ts:\d+:\d+\)$/);
    expect(errorLine(new Error('two\nlines'), false)).not.toContain('\n');
    expect(errorLine('thrown text\n', false)).toBe('thrown text');
  });
});
