import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { company, placeholderFacts } from '../../lib/company';
import { stagingHeaders } from '../../lib/staging';
import type { DeployConfig } from './config';

/** The site may not go live yet; `--staging` deploys it anyway, as a copy nobody should take for the company's. */
export class GoLiveError extends Error {}

type Hosting = { name: string; endpointDomain: string };

/**
 * Why this build may not go live, on one line each: the company facts that are still placeholders
 * (lib/company.ts), and a bucket at another provider than the host the privacy notice names. Empty
 * when it may.
 */
export function goLiveProblems(
  config: Pick<DeployConfig, 'endpoint'>,
  placeholders: Partial<Record<string, string>> = placeholderFacts,
  hosting: Hosting = company.hosting,
): string[] {
  const problems: string[] = [];
  const left = Object.keys(placeholders);
  if (left.length) {
    const facts = `${left.length} placeholder fact${left.length === 1 ? '' : 's'}`;
    problems.push(`lib/company.ts still holds ${facts} (${left.join(', ')}): confirm each (docs/company-details.md)`);
  }
  // Without an endpoint the SDK talks to AWS itself.
  const host = config.endpoint ? new URL(config.endpoint).hostname : 'amazonaws.com';
  if (host !== hosting.endpointDomain && !host.endsWith(`.${hosting.endpointDomain}`)) {
    problems.push(
      `the privacy notice names ${hosting.name} as the host, but the bucket is at ${host}: change company.hosting`,
    );
  }
  return problems;
}

/** The headers every host sends with this build (postbuild/postbuild.ts writes them). */
const buildHeadersFile = resolve(__dirname, '..', 'generated', 'security-headers.json');

/** Whether the last build is a staging copy (lib/staging.ts): its headers keep search engines out. */
export function builtAsStagingCopy(file = buildHeadersFile): boolean {
  if (!existsSync(file)) return false;
  const headers = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return Object.keys(stagingHeaders).every((name) => name in headers);
}

/**
 * Refuses a deploy that may not go live, naming every reason, unless it is a staging copy; a
 * staging copy is told that it must stay closed to the public, and whether its build keeps search
 * engines out. A staging build never goes live: it would take the site out of every search engine.
 */
export function checkGoLive(
  config: Pick<DeployConfig, 'endpoint'>,
  staging: boolean,
  placeholders: Partial<Record<string, string>> = placeholderFacts,
  hosting: Hosting = company.hosting,
  stagingBuild = builtAsStagingCopy(),
): void {
  const problems = goLiveProblems(config, placeholders, hosting);
  if (staging) {
    const notes = [
      'keep it closed to the public (deploy/README.md, "Staging copies")',
      ...(stagingBuild ? [] : ['this build lets search engines in: build it with STAGING_COPY=1']),
      ...problems,
    ];
    console.log(`Staging copy, not the live site: ${notes.join('; ')}.`);
    return;
  }
  if (stagingBuild) problems.unshift('this build keeps search engines out (STAGING_COPY=1): build it without');
  if (problems.length) {
    throw new GoLiveError(
      `Not ready to go live: ${problems.join('; ')}. To deploy a staging copy anyway, add --staging.`,
    );
  }
}
