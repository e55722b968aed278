import { spawn, type ChildProcess } from 'node:child_process';
import { remote } from 'webdriverio';
import type { Engine, Problems, Width } from './engine';
import { isFailure, widths } from './engine';
import type { RecordingProxy } from './recording-proxy';
import { findTarget, type Target } from './in-page';

type Browser = Awaited<ReturnType<typeof remote>>;

/**
 * WebKitGTK's MiniBrowser, driven through WebKitWebDriver (classic WebDriver: webdriverio) on a
 * virtual display (xvfb-run). Classic WebDriver reports neither console messages nor network
 * events, and cannot run a script before the page's own, so every page is opened as a popup of a
 * page of the same origin (the proxy's /robots.txt): the opener puts its listeners on the popup's
 * window before the document arrives (a browser keeps the window of a new popup for the first
 * same-origin document it loads), and the proxy writes down every request and its status. A
 * popup also has no toolbar, so it can be as narrow as a phone, which MiniBrowser's main window
 * cannot. The listeners see the document a tab opened with and its client-side navigations; a
 * document loaded later in the same tab (a redirect, a reload) is seen by the proxy only.
 */
export async function webkitEngine(
  launch: { miniBrowserPath: string; driverPort: number },
  proxies: { proxy: RecordingProxy; hostWithoutRedirects: RecordingProxy },
): Promise<Engine> {
  const driver = await startDriver(launch.driverPort);
  let browser: Browser | undefined;
  try {
    browser = await remote({
      hostname: '127.0.0.1',
      port: launch.driverPort,
      path: '/',
      // A command asked again is not an error; the test reports the ones that are.
      logLevel: 'silent',
      connectionRetryCount: 0,
      // A command the driver leaves unanswered (one sent while the window changes documents) fails
      // after this long and is asked again, instead of holding the test until its own timeout.
      connectionRetryTimeout: 10_000,
      capabilities: {
        browserName: 'MiniBrowser',
        // The DOM is enough to go on: a test that holds the scripts back holds the load event too.
        pageLoadStrategy: 'eager',
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': {
          binary: launch.miniBrowserPath,
          args: ['--automation', '--javascript-can-open-windows-automatically=true'],
        },
      } as WebdriverIO.Capabilities,
    });
  } catch (error) {
    driver.stop();
    throw error;
  }
  const session = browser;
  // The driver waits for a navigation to end before it runs a command; one that a page's own script
  // replaced (the 404 page's redirect) may never be seen to end: stop waiting soon, and ask again.
  await session.setTimeout({ pageLoad: 5_000 });
  const version = String(session.capabilities.browserVersion ?? 'unknown version');
  const opener = await session.getWindowHandle();
  // The origin of the page that opens the popups: it must be the popup's.
  let openerOrigin = '';
  let popup: string | undefined;
  let opened = 0;

  async function closePopup() {
    if (!popup) return;
    await session.switchToWindow(popup);
    await session.closeWindow();
    await session.switchToWindow(opener);
    popup = undefined;
  }

  async function waitFor(description: string, condition: () => Promise<boolean>, timeoutMs = 15_000) {
    const deadline = Date.now() + timeoutMs;
    let lastError = '';
    for (;;) {
      try {
        if (await condition()) return;
      } catch (error) {
        // The window between two documents: ask again.
        lastError = ` (last: ${error instanceof Error ? error.message : String(error)})`;
      }
      if (Date.now() > deadline) throw new Error(`WebKit: ${description} within ${timeoutMs} ms${lastError}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Runs a script in the window; asked again while the window is between two documents. */
  async function execute<R>(run: () => Promise<R>): Promise<R> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      try {
        return await run();
      } catch (error) {
        const between =
          /unknown error|no such window|no such frame|stale|timeout|timed out|javascript error: .*navigat/i;
        if (Date.now() > deadline || !between.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  return {
    name: 'webkit',
    description: `WebKitGTK ${version} (MiniBrowser through WebKitWebDriver, webdriverio, classic WebDriver)`,
    ...proxies,
    async open(pathOrUrl: string, width: Width) {
      await closePopup();
      const url = new URL(pathOrUrl, proxies.proxy.origin);
      const proxy = url.origin === proxies.hostWithoutRedirects.origin ? proxies.hostWithoutRedirects : proxies.proxy;
      if (url.origin !== proxy.origin) throw new Error(`WebKit opens pages of its proxies only, not ${url.href}`);
      if (openerOrigin !== proxy.origin) {
        await session.url(`${proxy.origin}/robots.txt`);
        openerOrigin = proxy.origin;
      }
      const id = `tab${(opened += 1)}`;
      const firstRequest = proxy.requests.length;
      // WebKitWebDriver now and then never answers the command that opens the popup: close what it
      // may have opened and open it once more.
      for (let attempt = 1; !popup; attempt++) {
        const before = await session.getWindowHandles();
        try {
          await session.execute(openWatched, url.href, widths[width], id);
        } catch (error) {
          if (attempt === 2 || !/timeout/i.test(String(error))) throw error;
          for (const handle of (await session.getWindowHandles()).filter((h) => !before.includes(h))) {
            await session.switchToWindow(handle);
            await session.closeWindow();
          }
          await session.switchToWindow(opener);
          continue;
        }
        popup = (await session.getWindowHandles()).find((handle) => !before.includes(handle));
        if (!popup) throw new Error('WebKit: the popup did not open');
      }
      await session.switchToWindow(popup);
      const parsed = () => location.href !== 'about:blank' && document.readyState !== 'loading';
      await waitFor(`${url.href} was not parsed`, () => session.execute(parsed));
      const target = url.pathname + url.search;
      const documentExchange = proxy.requests.slice(firstRequest).find((exchange) => exchange.target === target);
      const popupHandle = popup;

      return {
        status: documentExchange?.status ?? 0,
        evaluate: (fn, ...args) => {
          const run = () => session.execute(fn as never, ...(args as unknown as never[]));
          return execute(run) as never;
        },
        async click(target: Target) {
          const element = await session.$(await session.execute(findTarget, target));
          await element.click();
        },
        async focus(target: Target) {
          const element = await session.execute(findTarget, target);
          await session.execute((found: HTMLElement) => found.focus(), element);
        },
        press: (key) => session.keys(key),
        async resize(width: Width) {
          // The window's outer size is set: what it adds around the page is measured first.
          const { width: innerWidth, height: innerHeight } = widths[width];
          const [dw, dh] = await execute(() =>
            session.execute(() => [outerWidth - window.innerWidth, outerHeight - window.innerHeight]),
          );
          await session.setWindowSize(innerWidth + dw!, innerHeight + dh!);
          await waitFor(
            `the window is not ${innerWidth} px wide`,
            async () => (await session.execute(() => window.innerWidth)) === innerWidth,
          );
        },
        async problems(): Promise<Problems> {
          await session.switchToWindow(opener);
          const seen = await session.execute(
            (key: string) => (window as unknown as Record<string, Omit<Problems, 'requests'>>)[key]!,
            `__problems_${id}`,
          );
          await session.switchToWindow(popupHandle);
          // Requests still on their way get a few seconds to be answered; one that never is, failed.
          const mine = proxy.requests.slice(firstRequest).filter((exchange) => exchange !== documentExchange);
          const deadline = Date.now() + 5_000;
          while (mine.some((exchange) => exchange.status === undefined) && Date.now() < deadline) {
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          const requests = mine
            // A document's status is the test's to check (the 404 page answers 404 on purpose).
            .filter((exchange) => exchange.destination !== 'document')
            .filter((exchange) => exchange.status === undefined || isFailure(exchange.status))
            .map((exchange) => `${exchange.status ?? 'no answer'} ${proxy.origin}${exchange.target}`);
          return { ...seen, requests };
        },
      };
    },
    async close() {
      try {
        await session.deleteSession();
      } finally {
        driver.stop();
      }
    },
  };
}

/**
 * Runs in the opener: opens the popup and, before its document arrives, listens on its window
 * for what the page reports, into window[`__problems_${id}`] of the opener.
 */
function openWatched(url: string, size: { width: number; height: number }, id: string): void {
  const seen = { console: [] as string[], page: [] as string[], csp: [] as string[] };
  (window as unknown as Record<string, unknown>)[`__problems_${id}`] = seen;
  const popup = window.open(url, '', `width=${size.width},height=${size.height}`);
  if (!popup) throw new Error('window.open returned no window');
  popup.addEventListener('error', (event) => seen.page.push(event.message));
  popup.addEventListener('unhandledrejection', (event) => seen.page.push(`unhandled rejection: ${event.reason}`));
  popup.addEventListener('securitypolicyviolation', (event) => {
    const where = `${event.sourceFile}:${event.lineNumber}`;
    seen.csp.push(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} at ${where}`);
  });
  const console = (popup as unknown as typeof globalThis).console;
  const original = console.error;
  console.error = (...args: unknown[]) => {
    seen.console.push(args.map(String).join(' '));
    original.apply(console, args);
  };
}

interface Driver {
  stop(): void;
}

/** WebKitWebDriver on a virtual display of its own; resolves once it answers. */
async function startDriver(port: number): Promise<Driver> {
  // A process group of its own, so that stopping it also stops Xvfb and the browser.
  const command = ['-a', '-s', '-screen 0 1600x1000x24', 'WebKitWebDriver', `--port=${port}`];
  const child: ChildProcess = spawn('xvfb-run', command, {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)));
  const stop = () => {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  };
  process.once('exit', stop);
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${child.exitCode}: ${errors.trim()}`);
    try {
      const status = await fetch(`http://127.0.0.1:${port}/status`);
      if (status.ok) return { stop };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      stop();
      throw new Error(`WebKitWebDriver did not answer on port ${port} within 15 s: ${errors.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
