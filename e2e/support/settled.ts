import type { Locator } from '@playwright/test';

/**
 * Resolves once the page has had its say on where `target` now is, so that an absence checked next
 * is a fact and not a race. The page's intersection observers (a count that starts in view, a map
 * that loads near the screen) are told of a change in the order they were made, so one made now is
 * told after them; a message posted then arrives after any render they asked for, which React's
 * scheduler posts as a message too.
 */
export async function afterThePageHasSeen(target: Locator): Promise<void> {
  await target.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        });
        observer.observe(element);
      }),
  );
}
