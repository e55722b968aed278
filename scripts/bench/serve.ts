/**
 * nginx servers for the benchmark, with the shipped configuration: scripts/nginx.sh and
 * deploy/nginx/site.conf, unchanged. scripts/nginx.sh serves `<its folder>/../out`, so another
 * folder (the no-JS copy, the bare page) is served from a folder shaped like the project:
 * `site/scripts/nginx.sh` and `site/deploy` are links to the real ones, `site/out` is what to serve.
 * Same script, config, headers and gzip; only the root differs. The bare Next.js page is served
 * without the site's security headers: their Content Security Policy allows only the hashes of our
 * own inline scripts and would block the bare page's.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Server {
  origin: string;
  stop(): void;
}

function nginxSh(siteDir: string, command: 'start' | 'stop', port: number) {
  // Stopping prints "signal process started" on stderr: only the start's errors matter.
  const stderr = command === 'start' ? 'inherit' : 'ignore';
  execFileSync('bash', [path.join(siteDir, 'scripts/nginx.sh'), command, String(port)], {
    stdio: ['ignore', 'ignore', stderr],
  });
}

/** Serves `siteDir/out` on `port` until stop(), once it answers. */
export async function startNginx(siteDir: string, port: number): Promise<Server> {
  nginxSh(siteDir, 'start', port);
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await fetch(`${origin}/`, { redirect: 'manual' });
      return { origin, stop: () => nginxSh(siteDir, 'stop', port) };
    } catch (error) {
      if (attempt === 50) throw new Error(`nginx on ${origin} did not answer: ${String(error)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** A project-shaped folder at `siteDir` that serves `root` (see above). */
export function makeSiteDir(
  projectDir: string,
  siteDir: string,
  root: string,
  { securityHeaders = true } = {},
): string {
  rmSync(siteDir, { recursive: true, force: true });
  mkdirSync(path.join(siteDir, 'scripts'), { recursive: true });
  symlinkSync(path.join(projectDir, 'scripts/nginx.sh'), path.join(siteDir, 'scripts/nginx.sh'));
  if (securityHeaders) symlinkSync(path.join(projectDir, 'deploy'), path.join(siteDir, 'deploy'));
  else {
    mkdirSync(path.join(siteDir, 'deploy/generated'), { recursive: true });
    symlinkSync(path.join(projectDir, 'deploy/nginx'), path.join(siteDir, 'deploy/nginx'));
    writeFileSync(path.join(siteDir, 'deploy/generated/security-headers.conf'), '');
  }
  symlinkSync(root, path.join(siteDir, 'out'));
  return siteDir;
}
