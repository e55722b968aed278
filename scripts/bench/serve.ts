/**
 * The benchmark's servers: the preview server (CloudFront's function over the bucket) for a folder.
 * The bare Next.js page is served by the bucket alone, since the site's rules and policies would block it.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

export interface Server {
  origin: string;
  stop(): void;
}

/** Serves `root` on `port` until stop(), once it answers. */
export async function startPreview(root: string, port: number, { siteRules = true } = {}): Promise<Server> {
  const projectDir = path.resolve(__dirname, '../..');
  const env = { ...process.env, OUT_DIR: root, PORT: String(port), FUNCTION: siteRules ? 'on' : 'off' };
  const child = spawn(path.join(projectDir, 'node_modules/.bin/tsx'), ['deploy/preview/server.ts'], {
    cwd: projectDir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await fetch(`${origin}/`, { redirect: 'manual' });
      return { origin, stop: () => child.kill() };
    } catch (error) {
      if (attempt === 50) throw new Error(`the preview server on ${origin} did not answer: ${String(error)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
