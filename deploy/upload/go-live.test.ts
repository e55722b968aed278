/**
 * @jest-environment node
 */
import { company, placeholderFacts } from '../../lib/company';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Refusal } from './errors';
import { builtAsStagingCopy, checkGoLive, checkSource, goLiveProblems } from './go-live';

const aws = { name: 'Amazon Web Services EMEA SARL', endpointDomain: 'amazonaws.com' };

describe('whether the site may go live', () => {
  it('may, with every fact confirmed and the bucket at the host the privacy notice names', () => {
    expect(goLiveProblems({}, {}, aws)).toEqual([]);
    expect(goLiveProblems({ endpoint: 'https://s3.eu-central-1.amazonaws.com' }, {}, aws)).toEqual([]);
  });

  it('may not while a fact is a placeholder, and names each', () => {
    const placeholders = { 'legal.fiscalCode': 'the registration certificate', phone: 'the company' };
    expect(goLiveProblems({}, placeholders, aws)).toEqual([
      'lib/company.ts still holds 2 placeholder facts (legal.fiscalCode, phone): confirm each (docs/company-details.md)',
    ]);
  });

  it('may not while one fact is left', () => {
    expect(goLiveProblems({}, { phone: 'the company' }, aws)).toEqual([
      'lib/company.ts still holds 1 placeholder fact (phone): confirm each (docs/company-details.md)',
    ]);
  });

  it('may not upload to another provider than the host the privacy notice names', () => {
    expect(goLiveProblems({ endpoint: 'https://acct.r2.cloudflarestorage.com' }, {}, aws)).toEqual([
      'the privacy notice names Amazon Web Services EMEA SARL as the host, but the bucket is at ' +
        'acct.r2.cloudflarestorage.com',
    ]);
    expect(goLiveProblems({ endpoint: 'https://amazonaws.com.example.net' }, {}, aws)).toHaveLength(1);
  });

  it('refuses to deploy, listing every reason, unless it is a staging copy', () => {
    const placeholders = { brand: 'the company', 'legal.director': 'the register extract' };
    const r2 = { endpoint: 'https://acct.r2.cloudflarestorage.com' };
    expect(() => checkGoLive(r2, false, false, placeholders, aws)).toThrow(
      new Refusal(
        'Not ready to go live: lib/company.ts still holds 2 placeholder facts (brand, legal.director): confirm ' +
          'each (docs/company-details.md); the privacy notice names Amazon Web Services EMEA SARL as the host, but ' +
          'the bucket is at acct.r2.cloudflarestorage.com. To deploy a staging copy ' +
          'anyway, add --staging.',
      ),
    );
    expect(() => checkGoLive({}, false, false, {}, aws)).not.toThrow();
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    expect(() => checkGoLive(r2, true, true, placeholders, aws)).not.toThrow();
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(
        /^Staging copy, not the live site: keep it closed to the public \(.*\); lib\/company.ts still/,
      ),
    );
    log.mockRestore();
  });

  it('never puts a staging build live, and tells a staging copy whose build lets search engines in', () => {
    expect(() => checkGoLive({}, false, true, {}, aws)).toThrow(
      new Refusal(
        'Not ready to go live: this build keeps search engines out (STAGING_COPY=1): build it without. ' +
          'To deploy a staging copy anyway, add --staging.',
      ),
    );
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    checkGoLive({}, true, false, {}, aws);
    expect(log).toHaveBeenCalledWith(
      expect.stringMatching(/; this build lets search engines in: build it with STAGING_COPY=1\.$/),
    );
    log.mockRestore();
  });

  it('knows a staging build by its robots.txt, which keeps every crawler out', () => {
    const folder = mkdtempSync(join(tmpdir(), 'go-live-'));
    expect(builtAsStagingCopy(folder)).toBe(false);
    writeFileSync(join(folder, 'robots.txt'), 'User-Agent: *\nAllow: /\n\nSitemap: https://x/sitemap.xml\n');
    expect(builtAsStagingCopy(folder)).toBe(false);
    writeFileSync(join(folder, 'robots.txt'), 'User-Agent: *\nDisallow: /\n\nSitemap: https://x/sitemap.xml\n');
    expect(builtAsStagingCopy(folder)).toBe(true);
    rmSync(folder, { recursive: true });
  });

  it('reads the repository’s own profile: its placeholders and its host', () => {
    const problems = goLiveProblems({ endpoint: 'http://127.0.0.1:9000' });
    expect(problems).toContain(
      `the privacy notice names ${company.hosting.name} as the host, but the bucket is at 127.0.0.1`,
    );
    expect(problems.length).toBe(Object.keys(placeholderFacts).length ? 2 : 1);
  });
});

describe('where a live build comes from', () => {
  it('is a commit of this checkout, without uncommitted changes; a staging copy may come from anywhere', () => {
    const commit = '0123456789abcdef0123456789abcdef01234567';
    expect(() => checkSource({ commit, dirty: false }, false)).not.toThrow();
    expect(() => checkSource({ commit, dirty: true }, false)).toThrow(
      'This export was built from uncommitted changes to 0123456789ab: commit them, then run npm run build.',
    );
    expect(() => checkSource(undefined, false)).toThrow(
      'This checkout did not build this export, so its commit is unknown: run npm run build.',
    );
    expect(() => checkSource(undefined, true)).not.toThrow();
  });
});
