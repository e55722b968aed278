/**
 * nginx servers for the benchmark, all with the shipped configuration: scripts/nginx.sh and
 * deploy/nginx/site.conf, unchanged. scripts/nginx.sh serves `<its folder>/../out`, so to serve
 * another folder (the no-JS copy, the bare page) we give it a folder of its own that looks like the
 * project: `site/scripts/nginx.sh` and `site/deploy` are symlinks to the real ones, `site/out` is
 * the folder to serve. Same script, same config, same headers and gzip; only the root differs.
 * One exception: the bare Next.js page is served without the site's security headers, whose
 * Content Security Policy allows only the hashes of our own inline scripts and would block the bare
 * page's (its `deploy/generated/security-headers.conf` is an empty file).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Server {
  port: number;
  origin: string;
  stop(): void;
}

function nginxSh(siteDir: string, command: 'start' | 'stop', port: number) {
  // nginx reports "signal process started" on stderr when stopping: only start's errors matter.
  execFileSync('bash', [path.join(siteDir, 'scripts/nginx.sh'), command, String(port)], { stdio: ['ignore', 'ignore', command === 'start' ? 'inherit' : 'ignore'] });
}

/** Serves `siteDir/out` with scripts/nginx.sh on `port` until stop(). */
export function startNginx(siteDir: string, port: number): Server {
  nginxSh(siteDir, 'start', port);
  return { port, origin: `http://127.0.0.1:${port}`, stop: () => nginxSh(siteDir, 'stop', port) };
}

/**
 * A project-shaped folder at `siteDir` whose out/ is `root` (a symlink when `root` is elsewhere,
 * or `siteDir/out` itself when the caller fills it). Without `securityHeaders`, the folder's
 * deploy/ has the real nginx config and an empty security-headers file.
 */
export function makeSiteDir(projectDir: string, siteDir: string, root?: string, { securityHeaders = true } = {}): string {
  mkdirSync(path.join(siteDir, 'scripts'), { recursive: true });
  for (const link of ['scripts/nginx.sh', 'deploy', ...(root ? ['out'] : [])]) {
    rmSync(path.join(siteDir, link), { recursive: true, force: true });
  }
  symlinkSync(path.join(projectDir, 'scripts/nginx.sh'), path.join(siteDir, 'scripts/nginx.sh'));
  if (securityHeaders) {
    symlinkSync(path.join(projectDir, 'deploy'), path.join(siteDir, 'deploy'));
  } else {
    mkdirSync(path.join(siteDir, 'deploy/generated'), { recursive: true });
    symlinkSync(path.join(projectDir, 'deploy/nginx'), path.join(siteDir, 'deploy/nginx'));
    writeFileSync(path.join(siteDir, 'deploy/generated/security-headers.conf'), '');
  }
  if (root) symlinkSync(root, path.join(siteDir, 'out'));
  return siteDir;
}

/** Waits until `url` answers (any status), or throws after `timeoutMs`. */
export async function waitFor(url: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`${url} did not answer: ${String(error)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
