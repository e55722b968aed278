/**
 * @jest-environment node
 */
import { runInNewContext } from 'node:vm';
import { browserScript, compileCall, type InlineModule } from './inline-script';

// Real modules: the root page's redirect, the early taps and the site URL.
const rootRedirectModule: InlineModule<{ redirectTo: (target: string) => void }> = {
  path: 'lib/inline-scripts/redirect-to.ts',
};
const earlyTapsModule: InlineModule<{ recordEarlyTaps: () => void }> = {
  path: 'lib/inline-scripts/record-early-taps.ts',
};
const siteUrl: InlineModule<{ absoluteUrl: (path: string) => string }> = { path: 'lib/site-url.ts' };

/** Runs a script with nothing but the given globals, as a page's inline script runs with the window's. */
function run(code: string, globals: Record<string, unknown>) {
  runInNewContext(code, { ...globals });
}

describe('inline code compiled from a module', () => {
  it('is the call of the entry with its arguments, runnable on its own', () => {
    const replace = jest.fn();
    const code = browserScript(rootRedirectModule, 'redirectTo', '/ro');
    run(code, { window: { location: { search: '?a=1', hash: '#b', replace } } });
    expect(replace).toHaveBeenCalledWith('/ro?a=1#b');
    expect(code).not.toMatch(/\bimport\b|\brequire\(/);
  });

  it('writes the arguments as literals that cannot end the <script> element', () => {
    const replace = jest.fn();
    const code = browserScript(rootRedirectModule, 'redirectTo', '/ro</script><script>alert(1)//');
    expect(code).not.toMatch(/<\/script/i);
    run(code, { window: { location: { search: '', hash: '', replace } } });
    expect(replace).toHaveBeenCalledWith('/ro</script><script>alert(1)//');
  });

  it('assigns the result to a global, or exports it from a module', () => {
    const script = compileCall(siteUrl, 'absoluteUrl', ['/en'], { target: 'es2017', result: { global: 'url' } });
    const context: { url?: string } = {};
    runInNewContext(script, context);
    expect(context.url).toMatch(/^https:\/\/[^/]+\/en$/);
    const esModule = compileCall(siteUrl, 'absoluteUrl', ['/en'], { target: 'es2022', result: 'module' });
    expect(esModule).toMatch(/export \{\s*\w+ as default\s*\};$/);
  });

  it('refuses syntax the target cannot run and cannot be lowered to', () => {
    // The early-taps script declares with const, which has no ES5 form esbuild writes.
    expect(() => compileCall(earlyTapsModule, 'recordEarlyTaps', [], { target: 'es5', result: 'script' })).toThrow(
      /const/,
    );
  });

  it('names a missing module or export', () => {
    const moved: typeof rootRedirectModule = { path: 'components/root-redirect/missing.ts' };
    expect(() => browserScript(moved, 'redirectTo', '/ro')).toThrow(/no module components\/root-redirect\/missing\.ts/);
    // A name the module's type does not have is a compile error; at run time esbuild names it.
    const untyped: InlineModule<{ redirectElsewhere: () => void }> = { path: rootRedirectModule.path };
    expect(() => browserScript(untyped, 'redirectElsewhere')).toThrow(/redirectElsewhere/);
  });
});
