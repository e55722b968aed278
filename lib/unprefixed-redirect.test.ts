/**
 * @jest-environment node
 */
import { unprefixedRedirect } from './unprefixed-redirect';

describe('the redirect of paths without a language prefix', () => {
  it('sends the root to /ro', () => {
    expect(unprefixedRedirect('/')).toBe('/ro');
    expect(unprefixedRedirect('/', '?utm=1')).toBe('/ro?utm=1');
  });

  it('sends any other unprefixed path to /ro followed by the path', () => {
    expect(unprefixedRedirect('/despre')).toBe('/ro/despre');
    expect(unprefixedRedirect('/servicii', '?a=b')).toBe('/ro/servicii?a=b');
    expect(unprefixedRedirect('/contact')).toBe('/ro/contact');
    expect(unprefixedRedirect('/fr/about')).toBe('/ro/fr/about');
    expect(unprefixedRedirect('/EN/about')).toBe('/ro/EN/about');
  });

  it('leaves prefixed paths alone', () => {
    expect(unprefixedRedirect('/ro')).toBeUndefined();
    expect(unprefixedRedirect('/en/about')).toBeUndefined();
    expect(unprefixedRedirect('/de/nowhere')).toBeUndefined();
  });

  it('never produces a target on another host', () => {
    for (const path of ['//evil.example', '/\\evil.example', '/%2F%2Fevil.example', '/.//evil']) {
      const target = unprefixedRedirect(path)!;
      expect(target.startsWith('/ro/')).toBe(true);
      expect(new URL(target, 'https://site.example').host).toBe('site.example');
    }
  });
});
