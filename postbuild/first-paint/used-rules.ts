import postcss, { type Container, type Root } from 'postcss';

/**
 * The rules of a stylesheet that can match a page whose HTML has `classes` (the sheet inlined whole
 * filled half its first response). When in doubt a rule stays: escaped selectors, non-grouping at-rules.
 */
export function usedRules(css: string, classes: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  prune(root, classes);
  return root.toString();
}

/** The stylesheet without the custom properties that neither it nor the page's own markup reads with var(). */
export function withoutUnreadProperties(css: string, html: string): string {
  const root = postcss.parse(css);
  // Until nothing changes: a property read only by a dropped one goes too.
  while (dropUnread(root, html));
  return root.toString();
}

function dropUnread(root: Root, html: string): boolean {
  const read = new Set([...`${root.toString()}${html}`.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!));
  let dropped = false;
  root.walkDecls(/^--/, (declaration) => {
    if (read.has(declaration.prop)) return;
    const rule = declaration.parent!;
    declaration.remove();
    if (rule.nodes?.length === 0) rule.remove();
    dropped = true;
  });
  return dropped;
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
