import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { compressible } from '../../deploy/shared/compressible';

const brotli = (data: Buffer) =>
  brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });

/**
 * Writes `x.br` (brotli 11) and `x.gz` (gzip 9) beside each text file of `files`, even where larger:
 * the CloudFront function asks for them without knowing the build. Returns the bytes before and after.
 */
export function precompress(root: string, files: readonly string[]) {
  const total = { files: 0, raw: 0, br: 0, gz: 0 };
  for (const file of files.filter(compressible)) {
    const data = readFileSync(join(root, file));
    const br = brotli(data);
    const gz = gzipSync(data, { level: 9 });
    writeFileSync(join(root, `${file}.br`), br);
    writeFileSync(join(root, `${file}.gz`), gz);
    total.files += 1;
    total.raw += data.length;
    total.br += br.length;
    total.gz += gz.length;
  }
  return total;
}
