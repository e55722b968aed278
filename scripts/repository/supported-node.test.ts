/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const isSupported = (version: string) =>
  spawnSync('bash', ['scripts/use-supported-node.sh', '--is-supported', version]).status === 0;

describe('the Node the test command accepts', () => {
  it("is the major of the Node it unpacks, as package.json's engines, CI's images and the README's docker line say", () => {
    const major = /^node_version=(\d+)\./m.exec(readFileSync('scripts/use-supported-node.sh', 'utf8'))![1];
    expect(JSON.parse(readFileSync('package.json', 'utf8')).engines.node).toBe(`^${major}`);
    for (const workflow of ['test', 'audit'])
      expect(readFileSync(`.github/workflows/${workflow}.yml`, 'utf8')).toContain(`image: node:${major}-bookworm`);
    expect(readFileSync('README.md', 'utf8')).toContain(`node:${major}-bookworm bash .ci/run`);
  });

  it('comes with an npm that refuses an install script allowScripts does not name, and never an older one', () => {
    const npmrc = readFileSync('.npmrc', 'utf8');
    expect(npmrc).toMatch(/^strict-allow-scripts=true$/m);
    expect(npmrc).toMatch(/^engine-strict=true$/m);
    // npm 11.16 is the first that knows strict-allow-scripts.
    expect(JSON.parse(readFileSync('package.json', 'utf8')).engines.npm).toBe('>=11.16.0');
  });

  it.each([
    ['v22.12.0', false],
    ['22.20.1', false],
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

  it('unpacks nothing on macOS, whose Node the registry does not package, and says what to install', () => {
    const bin = mkdtempSync(path.join(tmpdir(), 'mac-'));
    const tool = (name: string, script: string) => {
      writeFileSync(path.join(bin, name), `#!/bin/sh\n${script}\n`);
      chmodSync(path.join(bin, name), 0o755);
    };
    tool('uname', '[ "$1" = -s ] && echo Darwin || echo arm64');
    tool('node', 'echo v20.20.2');
    try {
      // In a folder of its own, whose .cache/ holds no Node unpacked earlier.
      const run = spawnSync('bash', ['-c', `source ${path.resolve('scripts/use-supported-node.sh')}`], {
        cwd: bin,
        env: { ...process.env, PATH: `${bin}:/usr/bin:/bin` },
        encoding: 'utf8',
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('no Node package exists for Darwin arm64: install Node 24');
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
  });
});
