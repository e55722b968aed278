import { spawn, type ChildProcess } from 'node:child_process';
import { engineStartLimit, expectLimit } from '../../e2e/support/machine';
import type { Engine, Problems, Width } from './engine';
import { isFailure, widths } from './engine';
import type { RecordingProxy } from './recording-proxy';
import { findTarget, type Target } from './in-page';
import { newSession, type Session } from './webdriver';

/** Each page is a popup: its opener hears what it reports (classic WebDriver cannot), and it can be phone-narrow. */
export async function webkitEngine(
  launch: { miniBrowserPath: string; driverPort: number },
  proxies: { proxy: RecordingProxy; hostWithoutRedirects: RecordingProxy },
): Promise<Engine> {
  const driver = await startDriver(launch.driverPort);
  let session: Session;
  try {
    session = await newSession(`http://127.0.0.1:${launch.driverPort}`, {
      browserName: 'MiniBrowser',
      // A test that holds the scripts back holds the load event too.
      pageLoadStrategy: 'eager',
      'webkitgtk:browserOptions': {
        binary: launch.miniBrowserPath,
        args: ['--automation', '--javascript-can-open-windows-automatically=true'],
      },
    });
    // A navigation a page's script replaced (the 404 page's redirect) may never be seen to end: the
    // command returns, and is asked again within an expectation's limit.
    await session.setTimeouts({ pageLoad: expectLimit / 4 });
  } catch (error) {
    driver.stop();
    throw error;
  }
  const opener = await session.windowHandle();
  // The popup's origin must be its opener's.
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

  async function waitFor(description: string, condition: () => Promise<boolean>, timeoutMs = expectLimit) {
    const deadline = Date.now() + timeoutMs;
    let lastError = '';
    for (;;) {
      try {
        if (await condition()) return;
      } catch (error) {
        lastError = ` (last: ${error instanceof Error ? error.message : String(error)})`;
      }
      if (Date.now() > deadline) throw new Error(`WebKit: ${description} within ${timeoutMs} ms${lastError}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Asked again while the window is between two documents. */
  async function execute<R>(run: () => Promise<R>): Promise<R> {
    const deadline = Date.now() + expectLimit;
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
    description: `WebKitGTK ${session.browserVersion} (MiniBrowser through WebKitWebDriver, classic WebDriver)`,
    ...proxies,
    async open(pathOrUrl: string, width: Width) {
      await closePopup();
      const url = new URL(pathOrUrl, proxies.proxy.origin);
      const proxy = url.origin === proxies.hostWithoutRedirects.origin ? proxies.hostWithoutRedirects : proxies.proxy;
      if (url.origin !== proxy.origin) throw new Error(`WebKit opens pages of its proxies only, not ${url.href}`);
      if (openerOrigin !== proxy.origin) {
        await session.navigate(`${proxy.origin}/robots.txt`);
        openerOrigin = proxy.origin;
      }
      const id = `tab${(opened += 1)}`;
      const firstRequest = proxy.requests.length;
      // WebKitWebDriver now and then never answers the command that opens the popup.
      for (let attempt = 1; !popup; attempt++) {
        const before = await session.windowHandles();
        try {
          await session.execute(openWatched, url.href, widths[width], id);
        } catch (error) {
          if (attempt === 2 || !/timeout/i.test(String(error))) throw error;
          for (const handle of (await session.windowHandles()).filter((h) => !before.includes(h))) {
            await session.switchToWindow(handle);
            await session.closeWindow();
          }
          await session.switchToWindow(opener);
          continue;
        }
        popup = (await session.windowHandles()).find((handle) => !before.includes(handle));
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
          await session.click(await session.execute(findTarget, target));
        },
        async focus(target: Target) {
          const element = await session.execute(findTarget, target);
          await session.execute((found: HTMLElement) => found.focus(), element);
        },
        press: (key) => session.press(key),
        async resize(width: Width) {
          // WebDriver sets the window's outer size.
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
          // A request still unanswered after an expectation's limit failed.
          const mine = proxy.requests.slice(firstRequest).filter((exchange) => exchange !== documentExchange);
          const deadline = Date.now() + expectLimit;
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
        await session.close();
      } finally {
        driver.stop();
      }
    },
  };
}

/** Runs in the opener: what the popup reports goes into the opener's window[`__problems_${id}`]. */
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
  // A process group of its own, so that stopping it stops Xvfb and the browser too.
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
  const deadline = Date.now() + engineStartLimit;
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
      throw new Error(
        `WebKitWebDriver did not answer on port ${port} within ${engineStartLimit / 1000} s: ${errors.trim()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
