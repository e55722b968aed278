/**
 * @jest-environment node
 */
import { nginxDocumentPolicies, nginxSecurityHeaders } from './security-headers';

describe('the nginx include with the security headers', () => {
  it('adds every header on every response, redirects and errors included', () => {
    const conf = nginxSecurityHeaders({ scripts: ["'sha256-AAA='"], styles: [], styleAttributes: false });
    const lines = conf.split('\n').filter((l) => l.startsWith('add_header'));
    expect(lines.length).toBeGreaterThanOrEqual(6);
    for (const line of lines)
      expect(line).toMatch(/^add_header [A-Za-z-]+ ("[^"$\\]*"|\$site_content_security_policy) always;$/);
    expect(conf).toContain('add_header Content-Security-Policy $site_content_security_policy always;');
  });
});

describe('the map of each document’s own policy', () => {
  it('gives each document its own policy, and every other response the site’s', () => {
    const conf = nginxDocumentPolicies("default-src 'self'", {
      'ro/protectia-datelor.html': "default-src 'self'; style-src 'self' 'sha256-B='",
      '404.html': "default-src 'none'",
    });
    expect(conf.split('\n').slice(1)).toEqual([
      'map $uri $site_content_security_policy {',
      `    default "default-src 'self'";`,
      `    "/ro/protectia-datelor.html" "default-src 'self'; style-src 'self' 'sha256-B='";`,
      `    "/404.html" "default-src 'none'";`,
      '}',
      '',
    ]);
  });

  it('refuses a policy nginx cannot quote', () => {
    expect(() => nginxDocumentPolicies('a"b', {})).toThrow(/cannot quote/);
  });
});
