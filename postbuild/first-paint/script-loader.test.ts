import { startScriptsAfterFirstPaint } from './script-loader';

type PaintCallback = (entries: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void;

/** The loader element a page ends with: the scripts it starts, and the RSC data file if it moved out. */
function loader(sources: string[], flight?: string): Element {
  const element = document.createElement('script');
  element.setAttribute('data-deferred-scripts', JSON.stringify(sources));
  if (flight) element.setAttribute('data-flight', flight);
  return element;
}

function started() {
  const scripts = [...document.body.querySelectorAll('script')];
  return scripts.map((script) => ({ src: script.getAttribute('src'), async: script.async }));
}
const preloaded = () =>
  [...document.head.querySelectorAll('link')]
    .filter((link) => link.rel === 'preload' && link.as === 'script')
    .map((link) => link.getAttribute('href'));

/** A browser that reports paint timing: the test says when the first contentful paint happens. */
function reportPaints() {
  const observers: PaintCallback[] = [];
  const disconnect = jest.fn();
  class FakePerformanceObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(private readonly callback: PaintCallback) {}
    observe() {
      observers.push(this.callback);
    }
  }
  Object.assign(globalThis, { PerformanceObserver: FakePerformanceObserver });
  const paint = (name: string) => {
    const entries = { getEntriesByName: (entryName: string) => (entryName === name ? [{}] : []) };
    for (const callback of observers) callback(entries, { disconnect });
  };
  return { paint, disconnect };
}

beforeEach(() => {
  jest.useFakeTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});
afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
});

describe("the loader of a page's scripts", () => {
  it('starts the scripts, async and in their order, after the first contentful paint and not before', async () => {
    const { paint, disconnect } = reportPaints();
    startScriptsAfterFirstPaint(loader(['/_next/a.js', '/_next/b.js']));
    paint('first-paint');
    await jest.advanceTimersByTimeAsync(1000);
    expect(started()).toEqual([]);

    paint('first-contentful-paint');
    expect(disconnect).toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(0);
    expect(started()).toEqual([
      { src: '/_next/a.js', async: true },
      { src: '/_next/b.js', async: true },
    ]);
    // The two-second fallback does not start them a second time.
    await jest.advanceTimersByTimeAsync(2000);
    expect(started()).toHaveLength(2);
  });

  it('starts them after two seconds when no paint is reported (a tab opened in the background)', async () => {
    reportPaints();
    startScriptsAfterFirstPaint(loader(['/_next/a.js']));
    await jest.advanceTimersByTimeAsync(1999);
    expect(started()).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(started()).toEqual([{ src: '/_next/a.js', async: true }]);
  });

  it('starts them after the first frame where the browser has no paint timing', async () => {
    startScriptsAfterFirstPaint(loader(['/_next/a.js']));
    expect(started()).toEqual([]);
    await jest.runAllTimersAsync();
    expect(started()).toEqual([{ src: '/_next/a.js', async: true }]);
  });

  it('enables the whole stylesheets and starts the scripts once they have loaded', async () => {
    const { paint } = reportPaints();
    document.head.innerHTML =
      '<link rel="stylesheet" href="/_next/a.css" disabled=""><link rel="stylesheet" href="/_next/b.css" disabled="">';
    const [a, b] = [...document.head.querySelectorAll('link')];
    startScriptsAfterFirstPaint(loader(['/_next/a.js']));
    paint('first-contentful-paint');
    await jest.advanceTimersByTimeAsync(0);
    expect([a!.disabled, b!.disabled]).toEqual([false, false]);
    expect(preloaded()).toEqual(['/_next/a.js']);
    expect(started()).toEqual([]);
    a!.dispatchEvent(new Event('load'));
    await jest.advanceTimersByTimeAsync(0);
    expect(started()).toEqual([]);
    b!.dispatchEvent(new Event('error'));
    await jest.advanceTimersByTimeAsync(0);
    expect(started()).toEqual([{ src: '/_next/a.js', async: true }]);
  });

  it('starts the scripts two seconds on when a stylesheet never reports', async () => {
    const { paint } = reportPaints();
    document.head.innerHTML = '<link rel="stylesheet" href="/_next/a.css" disabled="">';
    startScriptsAfterFirstPaint(loader(['/_next/a.js']));
    paint('first-contentful-paint');
    await jest.advanceTimersByTimeAsync(1999);
    expect(started()).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(started()).toEqual([{ src: '/_next/a.js', async: true }]);
  });

  describe('with the RSC data moved to its file', () => {
    // Where Next's scripts read the data: the page's first inline script creates it.
    const flightData: unknown[][] = [];
    beforeEach(() => {
      flightData.length = 0;
      Object.assign(globalThis, { __next_f: flightData });
    });
    afterEach(() => {
      delete (globalThis as { fetch?: unknown }).fetch;
      delete (globalThis as { __next_f?: unknown }).__next_f;
    });

    it('preloads the scripts, fetches the data, hands it to Next, then starts them', async () => {
      const fetch = jest.fn(async () => ({ ok: true, status: 200, text: async () => '0:["data"]' }));
      Object.assign(globalThis, { fetch });
      startScriptsAfterFirstPaint(loader(['/_next/a.js', '/_next/b.js'], '/en/about.txt'));
      jest.runAllTimers();
      expect(preloaded()).toEqual(['/_next/a.js', '/_next/b.js']);
      expect(fetch).toHaveBeenCalledWith('/en/about.txt');
      expect(started()).toEqual([]);

      await jest.runAllTimersAsync();
      expect(flightData).toEqual([[1, '0:["data"]']]);
      expect(started().map(({ src }) => src)).toEqual(['/_next/a.js', '/_next/b.js']);
    });

    it('leaves the page as its HTML, shown as without JavaScript, with a warning, when the data cannot be fetched', async () => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
      Object.assign(globalThis, { fetch: jest.fn(async () => ({ ok: false, status: 404, text: async () => '' })) });
      document.documentElement.dataset.js = '';
      startScriptsAfterFirstPaint(loader(['/_next/a.js'], '/en/about.txt'));
      await jest.runAllTimersAsync();
      expect(flightData).toEqual([]);
      expect(started()).toEqual([]);
      expect(document.documentElement.hasAttribute('data-js')).toBe(false);
      expect(warn).toHaveBeenCalledWith(new Error('/en/about.txt: 404'));
      warn.mockRestore();
    });
  });
});
