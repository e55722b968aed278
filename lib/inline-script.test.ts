/**
 * @jest-environment node
 */
import { runInNewContext } from 'node:vm';
import { browserScript, compileCall } from './inline-script';

// Real modules, named by path as the pages name them: the root page's redirect and the site URL.
type RedirectTo = (target: string) => void;
const rootRedirect = { module: 'components/root-redirect/redirect-to.ts', name: 'redirectTo' };
const siteUrl = { module: 'lib/site-url.ts', name: 'absoluteUrl' };

/** Runs a script with nothing but the given globals, as a page's inline script runs with the window's. */
function run(code: string, globals: Record<string, unknown>) {
  runInNewContext(code, { ...globals });
}

describe('inline code compiled from a module', () => {
  it('is the call of the entry with its arguments, runnable on its own', () => {
    const replace = jest.fn();
    const code = browserScript<RedirectTo>(rootRedirect, '/ro');
    run(code, { window: { location: { search: '?a=1', hash: '#b', replace } } });
    expect(replace).toHaveBeenCalledWith('/ro?a=1#b');
    expect(code).not.toMatch(/\bimport\b|\brequire\(/);
  });

  it('writes the arguments as literals that cannot end the <script> element', () => {
    const replace = jest.fn();
    const code = browserScript<RedirectTo>(rootRedirect, '/ro</script><script>alert(1)//');
    expect(code).not.toMatch(/<\/script/i);
    run(code, { window: { location: { search: '', hash: '', replace } } });
    expect(replace).toHaveBeenCalledWith('/ro</script><script>alert(1)//');
  });

  it('assigns the result to a global, or exports it from a module', () => {
    const script = compileCall(siteUrl, ['/en'], { target: 'es2017', result: { global: 'url' } });
    const context: { url?: string } = {};
    runInNewContext(script, context);
    expect(context.url).toMatch(/^https:\/\/[^/]+\/en$/);
    const esModule = compileCall(siteUrl, ['/en'], { target: 'es2022', result: 'module' });
    expect(esModule).toMatch(/export \{\s*\w+ as default\s*\};$/);
  });

  it('refuses syntax the target cannot run and cannot be lowered to', () => {
    // The early-taps script declares with const, which has no ES5 form esbuild writes.
    const entry = { module: 'components/early-taps/record-early-taps.ts', name: 'recordEarlyTaps' };
    expect(() => compileCall(entry, [], { target: 'es5', result: 'script' })).toThrow(/const/);
  });

  it('names a missing module or export', () => {
    expect(() => browserScript({ module: 'components/root-redirect/missing.ts', name: 'redirectTo' })).toThrow(
      /no module components\/root-redirect\/missing\.ts/,
    );
    expect(() => browserScript({ ...rootRedirect, name: 'redirectElsewhere' })).toThrow(/redirectElsewhere/);
  });
});
