/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { palette } from './palette';

describe('the palette', () => {
  it('holds the values of the stylesheet’s custom properties of the same names', () => {
    const scss = readFileSync(path.join(__dirname, 'globals.scss'), 'utf8');
    for (const [name, value] of Object.entries(palette))
      expect([name, scss]).toEqual([name, expect.stringContaining(`--color-${name}: ${value};`)]);
  });
});
