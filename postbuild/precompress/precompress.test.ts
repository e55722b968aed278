/**
 * @jest-environment node
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressible } from '../../deploy/shared/compressible';
import { servedFiles } from '../../deploy/shared/export-files';
import { precompress } from './precompress';

describe('precompressing the export', () => {
  let root: string;
  const paragraph = '<p>Transport rutier de marfă în toată Europa.</p>';
  const page = `<!DOCTYPE html><html lang="ro"><body>${paragraph.repeat(40)}</body></html>`;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'precompress-'));
    writeFileSync(join(root, 'ro.html'), page);
    writeFileSync(join(root, 'tiny.txt'), 'a');
    writeFileSync(join(root, 'og.png'), Buffer.alloc(400, 7));
    writeFileSync(join(root, 'archive.gz'), 'not a copy of anything');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('writes brotli and gzip copies beside each text file, which decode to the file', async () => {
    await precompress(root, ['ro.html', 'tiny.txt', 'og.png']);
    expect(brotliDecompressSync(readFileSync(join(root, 'ro.html.br'))).toString()).toBe(page);
    expect(gunzipSync(readFileSync(join(root, 'ro.html.gz'))).toString()).toBe(page);
    expect(readFileSync(join(root, 'ro.html.br')).length).toBeLessThan(readFileSync(join(root, 'ro.html.gz')).length);
  });

  it('writes both copies of every text file, even a tiny one, and none of other files', async () => {
    const total = await precompress(root, ['ro.html', 'tiny.txt', 'og.png']);
    const copies = ['og.png.br', 'og.png.gz', 'tiny.txt.br', 'tiny.txt.gz'].filter((f) => existsSync(join(root, f)));
    expect(copies).toEqual(['tiny.txt.br', 'tiny.txt.gz']);
    expect(total.files).toBe(2);
    expect(compressible('_next/static/chunks/a.js')).toBe(true);
    expect(compressible('fonts/inter.woff2')).toBe(false);
  });

  it('leaves the copies out of the files served at their own URL, not a file that only ends in .gz', async () => {
    await precompress(root, ['ro.html', 'tiny.txt', 'og.png']);
    expect(servedFiles(root)).toEqual(['archive.gz', 'og.png', 'ro.html', 'tiny.txt']);
    // A copy whose file is gone is still a copy.
    rmSync(join(root, 'ro.html'));
    expect(servedFiles(root)).toEqual(['archive.gz', 'og.png', 'tiny.txt']);
  });
});
