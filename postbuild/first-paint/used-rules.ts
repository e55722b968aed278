import postcss, { type Container } from 'postcss';

/**
 * A page's stylesheet cut down to the rules that can match its HTML. The build's CSS serves every
 * page of a route (the inner pages share one sheet with every page body's styles), and inlined whole
 * it filled half of a page's first response. A style rule stays when one of its selectors names only
 * classes the page's HTML has (on its elements, or named by its inline scripts). Classes inside
 * :not(), :is(), :where() and :has() do not count as needed, and a selector with an escaped
 * character is kept: when in doubt, a rule stays. At-rules other than grouping ones (@font-face,
 * @keyframes …) stay whole.
 *
 * What the framework renders later (a menu opened, a map shown, another page reached by client
 * navigation) has its rules in the whole sheet, still linked (disabled): the page's loader enables
 * it after the first paint and starts the framework only once it is in (script-loader.ts).
 */
export function usedRules(css: string, classes: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  prune(root, classes);
  return root.toString();
}

const grouping = new Set(['media', 'supports', 'container', 'layer', 'scope']);

function prune(container: Container, classes: ReadonlySet<string>): void {
  container.each((node) => {
    if (node.type === 'rule') {
      if (!node.selectors.some((selector) => canMatch(selector, classes))) node.remove();
    } else if (node.type === 'atrule' && grouping.has(node.name) && node.nodes) {
      prune(node, classes);
      if (node.nodes.length === 0) node.remove();
    }
  });
}

function canMatch(selector: string, classes: ReadonlySet<string>): boolean {
  if (selector.includes('\\')) return true;
  const needed = withoutArguments(selector).match(/\.[A-Za-z_-][\w-]*/g) ?? [];
  return needed.every((name) => classes.has(name.slice(1)));
}

/** The selector without the arguments of its functional pseudo-classes (`:not(.a)` → `:not`). */
function withoutArguments(selector: string): string {
  let result = '';
  let depth = 0;
  for (const character of selector) {
    if (character === '(') depth++;
    else if (character === ')') depth--;
    else if (depth === 0) result += character;
  }
  return result;
}

/** The class names an HTML document puts on its elements. */
export function classesOfHtml(html: string): string[] {
  return [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, names]) => names!.split(/\s+/).filter(Boolean));
}

/** Every word a script holds that could be a class name: a superset of the classes it can set. */
export function classesOfScript(code: string): string[] {
  return code.match(/[A-Za-z_-][\w-]*/g) ?? [];
}
