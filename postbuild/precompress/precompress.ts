import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';
import { compressible } from '../../deploy/shared/export-files';

/**
 * Text files of the export compressed once, at build time, as small as each encoding goes: brotli
 * at quality 11 (`file.br`) and gzip (`file.gz`) beside the file. nginx's brotli_static and
 * gzip_static send them as they are, so a page costs the visitor those bytes and the server no CPU.
 * The HTML documents, each a page's first response, get their gzip from Zopfli (about 3 % smaller
 * than gzip -9, still plain gzip; about half a second a page): that keeps a page within the first
 * round trip for a browser without brotli. The other files, fetched later, get gzip -9.
 * A copy that would not be smaller than the file is not written: the server then sends the file.
 */

const brotli = (data: Buffer) =>
  brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });

const gzip = async (file: string, data: Buffer) =>
  file.endsWith('.html') ? Buffer.from(await zopfliGzip(data, { numiterations: 1 })) : gzipSync(data, { level: 9 });

/** Writes the copies of each compressible file of `files` (relative to `root`); returns the bytes before and after. */
export async function precompress(root: string, files: readonly string[]) {
  const total = { files: 0, raw: 0, br: 0, gz: 0 };
  for (const file of files.filter(compressible)) {
    const data = readFileSync(join(root, file));
    const br = brotli(data);
    const gz = await gzip(file, data);
    total.files += 1;
    total.raw += data.length;
    total.br += Math.min(br.length, data.length);
    total.gz += Math.min(gz.length, data.length);
    if (br.length < data.length) writeFileSync(join(root, `${file}.br`), br);
    if (gz.length < data.length) writeFileSync(join(root, `${file}.gz`), gz);
  }
  return total;
}
