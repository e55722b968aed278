import { expect, test as base } from '@playwright/test';
import type { Engine, EngineName, Tab } from './engine';
import { hydratedSelector } from '../../lib/hydrated-mark';
import { isHydrated } from './in-page';
import { launchEngine } from './launch';

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
    { scope: 'worker', timeout: 60_000 },
  ],
});

/** React marks the root element once hydrated (lib/hydrated-mark.ts). */
export async function hydrated(tab: Tab): Promise<void> {
  await expect.poll(() => tab.evaluate(isHydrated, hydratedSelector), { message: 'the page hydrates' }).toBe(true);
}

export { expect };
