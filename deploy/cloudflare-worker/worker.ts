import { join } from 'node:path';
import { edgeFunction } from '../shared/edge-function';
import type { InlineAllowance } from '../shared/security-headers';

/** The Cloudflare Worker of this build (deploy/generated/cloudflare-worker.js), from worker.template.js. */
export function cloudflareWorker(files: readonly string[], allow: InlineAllowance): string {
  return edgeFunction(join(__dirname, 'worker.template.js'), files, allow);
}
