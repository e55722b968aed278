import puppeteer from 'puppeteer-core';
import type { Browser, ElementHandle, HTTPRequest, HTTPResponse, Page } from 'puppeteer-core';
import type { Engine, Problems, Tab, Width } from './engine';
import { isFailure, widths } from './engine';
import type { RecordingProxy } from './recording-proxy';
import { findTarget, type Target } from './in-page';

/**
 * Firefox, over WebDriver BiDi, driven by puppeteer-core: one browser for the whole run, each page
 * opened in a tab of its own.
 */
export async function puppeteerEngine(
  launch: { executablePath: string; args: string[] },
  site: string,
  proxies: { proxy: RecordingProxy; hostWithoutRedirects: RecordingProxy },
): Promise<Engine> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: launch.executablePath,
    args: launch.args,
    headless: true,
  });
  try {
    let problems: Problems = { console: [], page: [], csp: [], requests: [] };
    const origins = [site, proxies.proxy.origin, proxies.hostWithoutRedirects.origin];
    const sameOrigin = (url: string) => origins.some((origin) => url.startsWith(`${origin}/`));
    // The document's own status is the test's to check (the 404 page answers 404 on purpose).
    const isDocument = (request: HTTPRequest) => request.isNavigationRequest() && !request.frame()?.parentFrame();

    /** A new tab, watched: what goes wrong in it is written down in `problems`. */
    const watchedTab = async () => {
      const tab = await browser.newPage();
      // Every document comes from the server, as on a first visit: its status is the server's
      // answer, not a cache's (a revalidated copy would answer 304).
      await tab.setCacheEnabled(false);
      tab.on('console', (message) => {
        // A failed request may be logged here too; requests are checked on their own, below.
        const text = message.text();
        if (message.type() === 'error' && !text.startsWith('Failed to load resource:')) problems.console.push(text);
      });
      tab.on('pageerror', (error) => problems.page.push(error instanceof Error ? error.message : String(error)));
      tab.on('response', (response: HTTPResponse) => {
        if (sameOrigin(response.url()) && isFailure(response.status()) && !isDocument(response.request())) {
          problems.requests.push(`${response.status()} ${response.url()}`);
        }
      });
      tab.on('requestfailed', (request) => {
        const reason = request.failure()?.errorText ?? '';
        // A request the page or the next navigation cancelled (a prefetch, say) did not fail.
        if (sameOrigin(request.url()) && !/ABORTED/i.test(reason)) problems.requests.push(`${reason} ${request.url()}`);
      });
      await tab.exposeFunction('__reportViolation', (text: string) => problems.csp.push(text));
      await tab.evaluateOnNewDocument(() => {
        addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation;
          const where = `${event.sourceFile}:${event.lineNumber}`;
          report(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} at ${where}`);
        });
      });
      return tab;
    };
    let page: Page | undefined;

    const tabOf = (current: Page, status: number): Tab => ({
      status,
      async evaluate(fn, ...args) {
        // While the tab replaces its document (a redirect, Back to another document), the old one's
        // context is gone before the new one has one: ask again, in the new document.
        for (let attempt = 1; ; attempt += 1) {
          try {
            return (await current.evaluate(fn as never, ...(args as unknown as never[]))) as never;
          } catch (error) {
            const contextGone = /context was destroyed|Cannot find context|navigat/i.test(String(error));
            if (attempt === 50 || !contextGone) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      },
      async click(target: Target) {
        const handle = (await current.evaluateHandle(findTarget, target)).asElement() as ElementHandle<Element>;
        await handle.click();
        await handle.dispose();
      },
      async focus(target: Target) {
        const handle = (await current.evaluateHandle(findTarget, target)).asElement() as ElementHandle<Element>;
        await handle.focus();
        await handle.dispose();
      },
      press: (key) => current.keyboard.press(key),
      resize: (width) => current.setViewport(widths[width]),
      problems: async () => problems,
    });

    return {
      name: 'firefox',
      description: `${await browser.version()} (puppeteer-core, WebDriver BiDi)`,
      ...proxies,
      async open(pathOrUrl: string, width: Width) {
        // Each page in a new tab, the one before closed: nothing it still had in flight is held with
        // the scripts (held requests keep the browser's six connections to the host busy, and the
        // next document would wait behind them for good), and each tab has a history of its own.
        const previous = page;
        page = await watchedTab();
        await previous?.close();
        problems = { console: [], page: [], csp: [], requests: [] };
        await page.setViewport(widths[width]);
        const url = pathOrUrl.startsWith('/') ? `${site}${pathOrUrl}` : pathOrUrl;
        const response = await page.goto(url, { waitUntil: 'domcontentloaded' });
        return tabOf(page, response?.status() ?? 0);
      },
      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
