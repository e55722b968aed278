/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const isSupported = (version: string) =>
  spawnSync('bash', ['scripts/use-supported-node.sh', '--is-supported', version]).status === 0;

describe('the Node the test command accepts', () => {
  it('is the range of package.json engines', () => {
    expect(JSON.parse(readFileSync('package.json', 'utf8')).engines.node).toBe('^22.12 || ^24');
  });

  it.each([
    ['v22.12.0', true],
    ['22.20.1', true],
    ['v24.0.0', true],
    ['24.21.0', true],
    ['v20.20.2', false],
    ['22.11.9', false],
    ['v23.5.0', false],
    ['25.1.0', false],
    ['26.0.0', false],
    ['none', false],
  ])('%s: %s', (version, expected) => {
    expect(isSupported(version)).toBe(expected);
  });
});
