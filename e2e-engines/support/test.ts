import { expect, test as base } from '@playwright/test';
import type { Engine, EngineName, Tab } from './engine';
import { hydratedSelector } from '../../lib/hydrated-mark';
import { isHydrated } from './in-page';
import { launchEngine } from './launch';
import { engineStartLimit } from '../../e2e/support/machine';

/** Playwright's runner without its browsers: each worker starts its project's engine once. */
export const test = base.extend<object, { engineName: EngineName; engine: Engine }>({
  engineName: ['firefox', { scope: 'worker', option: true }],
  engine: [
    async ({ engineName }, use) => {
      const engine = await launchEngine(engineName);
      console.log(`${engineName}: ${engine.description}`);
      await use(engine);
      await engine.close();
    },
    // The driver, then a session of it, each within its limit.
    { scope: 'worker', timeout: 2 * engineStartLimit },
  ],
});

/** React marks the root element once hydrated (lib/hydrated-mark.ts). */
export async function hydrated(tab: Tab): Promise<void> {
  await expect.poll(() => tab.evaluate(isHydrated, hydratedSelector), { message: 'the page hydrates' }).toBe(true);
}

export { expect };
