import { buildSync } from 'esbuild';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Code that runs outside the site's bundles (inline in a page, or at the edge) is an ordinary
 * module, typed, linted and tested, compiled here at build time into one self-contained text: a
 * call of one of its exported functions, with everything it imports, and with the data it needs
 * written into the call as literal arguments.
 */

/** An exported function of a module; the module's path is given from the repository's root. */
export interface InlineEntry {
  module: string;
  name: string;
}

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
 * Compiles `entry(...args)`. The arguments become literals of the code (JSON), so they must be
 * plain data. Throws with esbuild's messages when the entry cannot be compiled for the target
 * (syntax the target lacks and esbuild cannot lower, an import that does not resolve).
 */
export function compileCall(entry: InlineEntry, args: readonly unknown[], options: CompileOptions): string {
  if (!existsSync(join(root, entry.module))) throw new Error(`inline code: no module ${entry.module} in ${root}`);
  const call = `${entry.name}(${args.map((arg) => JSON.stringify(arg)).join(', ')})`;
  const { result } = options;
  const global = typeof result === 'object' ? result.global : undefined;
  const statement = global ? `${global} = ${call}` : result === 'module' ? `export default ${call}` : call;
  const banner = [options.banner, global && `var ${global};`].filter(Boolean).join('\n');
  const output = buildSync({
    stdin: {
      contents: `import { ${entry.name} } from './${entry.module}';\n${statement};\n`,
      resolveDir: root,
      sourcefile: `${entry.module} (inline call)`,
      loader: 'ts',
    },
    absWorkingDir: root,
    bundle: true,
    write: false,
    platform: 'neutral',
    format: result === 'module' ? 'esm' : 'iife',
    target: options.target,
    minify: options.minify ?? false,
    supported: { 'inline-script': options.inHtml ?? false },
    legalComments: 'none',
    banner: banner ? { js: banner } : undefined,
    footer: options.footer ? { js: options.footer } : undefined,
    logLevel: 'silent',
  });
  return output.outputFiles[0]!.text.trim();
}

type ScriptFunction = (...args: never[]) => void;

/**
 * An inline <script> for the browsers: `entry(...args)`, minified, as it is in the page's HTML.
 * The type parameter is the entry's function, which checks the arguments.
 */
export function browserScript<F extends ScriptFunction>(entry: InlineEntry, ...args: Parameters<F>): string {
  return compileCall(entry, args, { target: browserTarget, result: 'script', minify: true, inHtml: true });
}
