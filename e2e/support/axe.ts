import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** axe-core's own script, put into the page as it is. */
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.2 AA rules, from A up. */
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core's WCAG 2.2 AA violations in the page as it is shown now, each as `rule: targets`;
 * `within` narrows the check to the elements a selector finds (one at least). Only the violations are
 * collected (not the passes), which keeps a check of a long page well under a second.
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(
    async ([tags, include]) => {
      type Result = { violations: { id: string; nodes: { target: string[] }[] }[] };
      const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<Result> } }).axe;
      if (include && !document.querySelector(include)) throw new Error(`axe: nothing matches ${include}`);
      const context = include ? { include: [include] } : document;
      const result = await axe.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    },
    [wcag, within] as const,
  );
}
