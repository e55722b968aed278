/**
 * @jest-environment node
 */
import { readConfig } from './config';
import { Refusal } from './errors';

/** Where to deploy, and no credentials. */
const kvsArn = 'arn:aws:cloudfront::123456789012:key-value-store/0a1b2c3d-live';
const bucketOnly = { S3_BUCKET: 'site', S3_REGION: 'eu-central-1', KVS_ARN: kvsArn };
const complete = { ...bucketOnly, AWS_ACCESS_KEY_ID: 'AKIA', AWS_SECRET_ACCESS_KEY: 'secret' };

describe('the deploy configuration from the environment', () => {
  it('reads a complete AWS configuration', () => {
    expect(readConfig(complete)).toEqual({
      bucket: 'site',
      region: 'eu-central-1',
      endpoint: undefined,
      forcePathStyle: false,
      kvsArn,
      kvsEndpoint: undefined,
      keepBuilds: 3,
      keepDays: 7,
      credentials: { accessKeyId: 'AKIA', secretAccessKey: 'secret', sessionToken: undefined },
    });
  });

  it('reads other endpoints, the bucket addressed by path', () => {
    const local = {
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
      KVS_ENDPOINT: 'http://127.0.0.1:9001',
    };
    expect(readConfig({ ...complete, ...local })).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      kvsEndpoint: 'http://127.0.0.1:9001',
    });
  });

  it('names everything that is missing at once, on one line', () => {
    expect(() => readConfig({})).toThrow(Refusal);
    expect(() => readConfig({})).toThrow(
      new Refusal(
        'Deploy configuration: S3_BUCKET is not set (the bucket to deploy to); ' +
          "S3_REGION is not set (the bucket's region, for example eu-central-1); " +
          "KVS_ARN is not set (the stack's KeyValueStore output); " +
          'no credentials (set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or AWS_PROFILE). See docs/deploying.md.',
      ),
    );
    expect(() => readConfig({ ...complete, AWS_SECRET_ACCESS_KEY: '' })).toThrow(
      /both AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY/,
    );
    expect(() => readConfig({ ...complete, S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT must be an http\(s\) URL/,
    );
    expect(() => readConfig({ ...complete, KVS_ARN: 'live-store' })).toThrow(
      /KVS_ARN must be a key value store's ARN, not "live-store"/,
    );
  });

  it('shows a value with a line break in it on the same line', () => {
    expect(() => readConfig({ ...complete, DEPLOY_KEEP_BUILDS: 'th\nree', DEPLOY_KEEP_DAYS: 'seven\r\n' })).toThrow(
      new Refusal(
        'Deploy configuration: DEPLOY_KEEP_BUILDS must be a whole number, 1 or more, not "th\\nree"; ' +
          "DEPLOY_KEEP_DAYS must be a number of days, 1 or more (visitors' open tabs load from a replaced build; " +
          'only --staging may keep fewer), not "seven\\r\\n". See docs/deploying.md.',
      ),
    );
  });

  it('keeps a replaced build a day at least, for the tabs open on it; a staging copy may keep none', () => {
    const retention = readConfig({ ...complete, DEPLOY_KEEP_BUILDS: '5', DEPLOY_KEEP_DAYS: '1.5' });
    expect(retention).toMatchObject({ keepBuilds: 5, keepDays: 1.5 });
    function keeping(builds: string, days = '7', staging = false) {
      return () => readConfig({ ...complete, DEPLOY_KEEP_BUILDS: builds, DEPLOY_KEEP_DAYS: days }, staging);
    }
    expect(keeping('0')).toThrow(/DEPLOY_KEEP_BUILDS must be a whole number, 1 or more/);
    expect(keeping('all')).toThrow(/DEPLOY_KEEP_BUILDS/);
    expect(keeping('3', '0.5')).toThrow(/DEPLOY_KEEP_DAYS must be a number of days, 1 or more \(visitors' open tabs/);
    expect(keeping('3', '0', true)).not.toThrow();
    expect(keeping('3', '-1', true)).toThrow(/DEPLOY_KEEP_DAYS must be a number of days, 0 or more, not "-1"/);
  });

  it('accepts a profile or a whole web identity instead of keys, and nothing less', () => {
    expect(() => readConfig(bucketOnly)).toThrow(/no credentials/);
    expect(readConfig({ ...bucketOnly, AWS_PROFILE: 'deploy' }).credentials).toBeUndefined();
    expect(
      readConfig({ ...bucketOnly, AWS_ROLE_ARN: 'arn', AWS_WEB_IDENTITY_TOKEN_FILE: '/tmp/t' }).credentials,
    ).toBeUndefined();
    expect(() => readConfig({ ...bucketOnly, AWS_ROLE_ARN: 'arn' })).toThrow(/no credentials/);
  });
});
