import { buildSync } from 'esbuild';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** A module whose function runs inline (in a page, or at the edge), named beside its code so calls are type-checked. */
export interface InlineModule<M> {
  /** From the repository's root. */
  readonly path: string;
  /** Never set: carries the module's type to the calls. */
  readonly type?: M;
}

type FunctionName<M> = { [K in keyof M]: M[K] extends (...args: never[]) => unknown ? K : never }[keyof M] & string;

type ArgumentsOf<M, N extends keyof M> = M[N] extends (...args: infer A) => unknown ? A : never;

export interface CompileOptions {
  /** esbuild's target: newer syntax is lowered, or refused where it cannot be. */
  target: string;
  /** The call as a statement, a module's default export, or assigned to a global. */
  result: 'script' | 'module' | { global: string };
  minify?: boolean;
  /** The text of a <script> element: "</script" in strings is escaped. */
  inHtml?: boolean;
  footer?: string;
  banner?: string;
  /** Syntax the runtime has beyond its target (esbuild's `supported`). */
  supported?: Record<string, boolean>;
}

// Older than Next's own scripts need, so that the inline scripts run where the framework cannot.
const browserTarget = 'es2017';

const root = process.cwd();

/** `name(...args)` of `source` with all it imports, as one text; the arguments (plain data) become literals. */
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

/** An inline <script> for the browsers: `name(...args)`, minified. */
export function browserScript<M, N extends FunctionName<M>>(
  source: InlineModule<M>,
  name: N,
  ...args: ArgumentsOf<M, N>
): string {
  return compileCall(source, name, args, { target: browserTarget, result: 'script', minify: true, inHtml: true });
}
