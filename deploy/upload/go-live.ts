import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { company, placeholderFacts } from '../../lib/company';
import type { BuildSource } from '../shared/build-source';
import type { DeployConfig } from './config';
import { Refusal } from './errors';

type Hosting = { name: string; endpointDomain: string };

/** Why this build may not go live, one line each; empty when it may. */
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
  if (host !== hosting.endpointDomain && !host.endsWith(`.${hosting.endpointDomain}`))
    problems.push(`the privacy notice names ${hosting.name} as the host, but the bucket is at ${host}`);
  return problems;
}

/** A staging build's robots.txt disallows every path (lib/staging.ts). */
export function builtAsStagingCopy(root: string): boolean {
  const robots = join(root, 'robots.txt');
  return existsSync(robots) && /^Disallow: \/\s*$/m.test(readFileSync(robots, 'utf8'));
}

/** Refuses a deploy that may not go live unless it is a staging copy; a staging build never goes live. */
export function checkGoLive(
  config: Pick<DeployConfig, 'endpoint'>,
  staging: boolean,
  stagingBuild: boolean,
  placeholders: Partial<Record<string, string>> = placeholderFacts,
  hosting: Hosting = company.hosting,
): void {
  const problems = goLiveProblems(config, placeholders, hosting);
  if (staging) {
    const notes = [
      'keep it closed to the public (docs/deploying.md, "Staging")',
      ...(stagingBuild ? [] : ['this build lets search engines in: build it with STAGING_COPY=1']),
      ...problems,
    ];
    console.log(`Staging copy, not the live site: ${notes.join('; ')}.`);
    return;
  }
  if (stagingBuild) problems.unshift('this build keeps search engines out (STAGING_COPY=1): build it without');
  if (problems.length)
    throw new Refusal(`Not ready to go live: ${problems.join('; ')}. To deploy a staging copy anyway, add --staging.`);
}

/** A live build is one this checkout built from a commit, which can be checked out again to mend or rebuild it. */
export function checkSource(source: BuildSource | undefined, staging: boolean): void {
  if (staging) return;
  if (!source)
    throw new Refusal('This checkout did not build this export, so its commit is unknown: run npm run build.');
  if (source.dirty)
    throw new Refusal(
      `This export was built from uncommitted changes to ${source.commit.slice(0, 12)}: commit them, then run npm run build.`,
    );
}

/** --staging deploys a build only to the bucket tagged stage=staging, any other deploy only to stage=production. */
export function checkStage(stage: string | undefined, staging: boolean): void {
  if (stage === (staging ? 'staging' : 'production')) return;
  if (stage === undefined)
    throw new Refusal('The bucket has no stage tag: run npm run host:deploy, which adds it (docs/deploying.md).');
  const fix = staging ? '--staging deploys only to the staging stack' : 'deploy to it with --staging';
  throw new Refusal(`The bucket is tagged stage=${stage}: ${fix}.`);
}
