/**
 * @jest-environment node
 */
import { nginxSecurityHeaders } from './security-headers';

describe('the nginx include with the security headers', () => {
  it('adds every header on every response, redirects and errors included', () => {
    const conf = nginxSecurityHeaders({ scripts: ["'sha256-AAA='"], styles: [], styleAttributes: false });
    const lines = conf.split('\n').filter((l) => l.startsWith('add_header'));
    expect(lines.length).toBeGreaterThanOrEqual(6);
    for (const line of lines) expect(line).toMatch(/^add_header [A-Za-z-]+ "[^"$\\]*" always;$/);
    expect(conf).toContain(`add_header Content-Security-Policy "default-src 'self'; script-src 'self' 'sha256-AAA='`);
  });
});
