/**
 * @jest-environment node
 */
import { mapEmbedOrigin } from '../../lib/maps';
import { contentSecurityPolicy, nonDocumentPolicy, securityHeaders } from './security-headers';

const allow = { scripts: ["'sha256-AAA='", "'sha256-BBB='"], styles: [], styleAttributes: true };
const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('the Content Security Policy', () => {
  const policy = directives(contentSecurityPolicy(allow));

  it('allows scripts from the site and the hashed inline scripts only', () => {
    expect(policy['script-src']).toEqual(["'self'", "'sha256-AAA='", "'sha256-BBB='"]);
    expect(contentSecurityPolicy(allow)).not.toContain('unsafe-eval');
    expect(policy['script-src']!.join(' ')).not.toContain('unsafe');
  });

  it('has the directives the issue names, with the map embed as the only frame', () => {
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual([mapEmbedOrigin]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['form-action']).toEqual(["'none'"]);
  });

  it('allows style attributes only when the export has some, and never inline <style> without a hash', () => {
    expect(policy['style-src']).toEqual(["'self'"]);
    expect(policy['style-src-attr']).toEqual(["'unsafe-inline'"]);
    expect(directives(contentSecurityPolicy({ ...allow, styleAttributes: false }))['style-src-attr']).toBeUndefined();
  });

  it('leaves frame-ancestors out of a <meta> policy, where browsers ignore it', () => {
    expect(contentSecurityPolicy(allow, 'meta')).not.toContain('frame-ancestors');
  });

  it('lets a response that is not a document load, run and frame nothing', () => {
    expect(directives(nonDocumentPolicy)).toEqual({
      'default-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it('sends every header the deploy guide promises, each with its value', () => {
    expect(securityHeaders).toEqual({
      'Content-Security-Policy': nonDocumentPolicy,
      'Strict-Transport-Security': 'max-age=63072000',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy':
        'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
    });
  });
});
