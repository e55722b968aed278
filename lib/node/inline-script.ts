import { buildSync } from 'esbuild';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Code that runs outside the site's bundles (inline in a page, or at the edge) is an ordinary
 * module, typed, linted and tested, compiled here at build time into one self-contained text: a
 * call of one of its exported functions, with everything it imports, and with the data it needs
 * written into the call as literal arguments.
 */

/**
 * A module with a function that runs inline. The module names itself once, beside its code, in a
 * constant that callers import: the compiler then checks the function's name and its arguments,
 * and the path is written in one place, the file it names.
 *
 *   export const earlyTapsModule: InlineModule<{ recordEarlyTaps: typeof recordEarlyTaps }> = {
 *     path: 'lib/inline-scripts/record-early-taps.ts',
 *   };
 */
export interface InlineModule<M> {
  /** The module's file, from the repository's root. */
  readonly path: string;
  /** Never set: it carries the type of the module's inline functions to the calls. */
  readonly type?: M;
}

/** The names of a module's exported functions. */
type FunctionName<M> = { [K in keyof M]: M[K] extends (...args: never[]) => unknown ? K : never }[keyof M] & string;

/** The parameters of one of them. */
type ArgumentsOf<M, N extends keyof M> = M[N] extends (...args: infer A) => unknown ? A : never;

export interface CompileOptions {
  /** What the runtime runs (esbuild's target): newer syntax is lowered, or refused where it cannot be. */
  target: string;
  /**
   * `script`: the call as a statement; `module`: an ES module whose default export is the call's
   * result; or a script that assigns the result to the global variable named.
   */
  result: 'script' | 'module' | { global: string };
  minify?: boolean;
  /** Output to be the text of a <script> element: "</script" in strings is escaped. */
  inHtml?: boolean;
  /** Code after the compiled call, outside of it (a script's global function, for one). */
  footer?: string;
  /** A comment for the head of the output. */
  banner?: string;
  /** Syntax the runtime has beyond its target (esbuild's `supported`). */
  supported?: Record<string, boolean>;
}

/**
 * ES2017 (Chrome 58, Firefox 52, Safari 11): older than what Next's own scripts need (Chrome, Edge
 * and Firefox 111, Safari 16.4), so that what the inline scripts do before the framework (the 404
 * page's redirect, starting the page's scripts) happens even where the framework cannot run.
 */
const browserTarget = 'es2017';

/** Modules are found from the working directory: the repository's root, for every command. */
const root = process.cwd();

/**
 * Compiles `name(...args)`, the call of a function of `source`. The arguments become literals of
 * the code (JSON), so they must be plain data. Throws with esbuild's messages when the call cannot
 * be compiled for the target (syntax the target lacks and esbuild cannot lower, an import that
 * does not resolve).
 */
export function compileCall<M, N extends FunctionName<M>>(
  source: InlineModule<M>,
  name: N,
  args: ArgumentsOf<M, N>,
  options: CompileOptions,
): string {
  if (!existsSync(join(root, source.path))) throw new Error(`inline code: no module ${source.path} in ${root}`);
  const call = `${name}(${args.map((arg) => JSON.stringify(arg)).join(', ')})`;
  const { result } = options;
  const global = typeof result === 'object' ? result.global : undefined;
  const statement = global ? `${global} = ${call}` : result === 'module' ? `export default ${call}` : call;
  const banner = [options.banner, global && `var ${global};`].filter(Boolean).join('\n');
  const output = buildSync({
    stdin: {
      contents: `import { ${name} } from './${source.path}';\n${statement};\n`,
      resolveDir: root,
      sourcefile: `${source.path} (inline call)`,
      loader: 'ts',
    },
    absWorkingDir: root,
    bundle: true,
    write: false,
    platform: 'neutral',
    format: result === 'module' ? 'esm' : 'iife',
    target: options.target,
    minify: options.minify ?? false,
    supported: { 'inline-script': options.inHtml ?? false, ...options.supported },
    legalComments: 'none',
    banner: banner ? { js: banner } : undefined,
    footer: options.footer ? { js: options.footer } : undefined,
    logLevel: 'silent',
  });
  return output.outputFiles[0]!.text.trim();
}

/** An inline <script> for the browsers: `name(...args)`, minified, as it is in the page's HTML. */
export function browserScript<M, N extends FunctionName<M>>(
  source: InlineModule<M>,
  name: N,
  ...args: ArgumentsOf<M, N>
): string {
  return compileCall(source, name, args, { target: browserTarget, result: 'script', minify: true, inHtml: true });
}
