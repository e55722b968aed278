import puppeteer from 'puppeteer-core';
import type { Browser, ElementHandle, HTTPRequest, HTTPResponse, Page } from 'puppeteer-core';
import { engineStartLimit, expectLimit } from '../../e2e/support/machine';
import type { Engine, Problems, Tab, Width } from './engine';
import { isFailure, widths } from './engine';
import type { RecordingProxy } from './recording-proxy';
import { findTarget, type Target } from './in-page';

/** Firefox over WebDriver BiDi: one browser for the run, a tab for each page. */
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
    timeout: engineStartLimit,
  });
  try {
    let problems: Problems = { console: [], page: [], csp: [], requests: [] };
    const origins = [site, proxies.proxy.origin, proxies.hostWithoutRedirects.origin];
    const sameOrigin = (url: string) => origins.some((origin) => url.startsWith(`${origin}/`));
    // The document's own status is the test's to check (the 404 page answers 404 on purpose).
    const isDocument = (request: HTTPRequest) => request.isNavigationRequest() && !request.frame()?.parentFrame();

    const watchedTab = async () => {
      const tab = await browser.newPage();
      // A document's status is the server's answer, never a revalidation's 304.
      await tab.setCacheEnabled(false);
      tab.on('console', (message) => {
        // Failed requests are checked on their own, below.
        const text = message.text();
        if (message.type() === 'error' && !text.startsWith('Failed to load resource:')) problems.console.push(text);
      });
      tab.on('pageerror', (error) => {
        const text = error instanceof Error ? error.message : String(error);
        // Firefox reports a font download that a navigation cancelled (NS_BINDING_ABORTED) as a page error.
        if (!/^downloadable font: download failed .*status=2152398850 /.test(text)) problems.page.push(text);
      });
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
        // Between two documents (a redirect, Back) there is no context to run in: ask again.
        const deadline = Date.now() + expectLimit;
        for (;;) {
          try {
            return (await current.evaluate(fn as never, ...(args as unknown as never[]))) as never;
          } catch (error) {
            const contextGone = /context was destroyed|Cannot find context|navigat/i.test(String(error));
            if (Date.now() > deadline || !contextGone) throw error;
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
        // A new tab: requests an old one holds would keep the host's six connections busy for good.
        const previous = page;
        page = await watchedTab();
        await previous?.close();
        problems = { console: [], page: [], csp: [], requests: [] };
        await page.setViewport(widths[width]);
        const url = pathOrUrl.startsWith('/') ? `${site}${pathOrUrl}` : pathOrUrl;
        const response = await page.goto(url, { waitUntil: 'domcontentloaded', timeout: expectLimit });
        return tabOf(page, response?.status() ?? 0);
      },
      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
