import { join } from 'node:path';
import { edgeFunction } from '../shared/edge-function';
import type { InlineAllowance } from '../shared/security-headers';

/** CloudFront refuses a function whose code is larger than this. */
export const maxCloudfrontFunctionSize = 10_240;

/** The CloudFront function of this build (deploy/generated/cloudfront-function.js), from function.template.js. */
export function cloudfrontFunction(files: readonly string[], allow: InlineAllowance): string {
  const code = edgeFunction(join(__dirname, 'function.template.js'), files, allow);
  const size = Buffer.byteLength(code);
  if (size > maxCloudfrontFunctionSize) {
    throw new Error(
      `The CloudFront function is ${size} bytes, over CloudFront's ${maxCloudfrontFunctionSize}: fewer top-level files or inline scripts needed.`,
    );
  }
  return code;
}
