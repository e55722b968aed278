import type { RecordingProxy } from './recording-proxy';
import type { Target } from './in-page';

export type EngineName = 'firefox' | 'webkit';

/** A phone (an iPhone's 390 px) and a desktop. */
export const widths = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

/** The keys the tests press, by their names in both drivers. */
type Key = 'Escape' | 'PageDown' | 'ArrowRight' | 'End';

export type Width = keyof typeof widths;

/** What went wrong in a page while a test had it open; every list is empty on a good page. */
export interface Problems {
  /** console.error calls. */
  console: string[];
  /** Uncaught exceptions and unhandled promise rejections. */
  page: string[];
  /** securitypolicyviolation events: what the Content Security Policy refused. */
  csp: string[];
  /** Same-origin requests that failed or were answered with an error status (the document itself aside). */
  requests: string[];
}

/** One page open in an engine, at one width. */
export interface Tab {
  /** The status the server answered the document with. */
  readonly status: number;
  /** Runs a self-contained function in the page (see in-page.ts) and returns its result. */
  evaluate<R, A extends unknown[]>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** A real click (pointer events from the engine's input layer) at the centre of the target. */
  click(target: Target): Promise<void>;
  /** Moves the focus to the target, as a script would. */
  focus(target: Target): Promise<void>;
  /** A real key press, on whatever has the focus. */
  press(key: Key): Promise<void>;
  /** Resizes the page's viewport to another width, and resolves once the page has its new width. */
  resize(width: Width): Promise<void>;
  problems(): Promise<Problems>;
}

export interface Engine {
  readonly name: EngineName;
  /** The engine and its version, and how it is driven. */
  readonly description: string;
  /** The recording proxy in front of nginx, which can also hold the framework's scripts. */
  readonly proxy: RecordingProxy;
  /** The same, playing a host with no redirect rules. */
  readonly hostWithoutRedirects: RecordingProxy;
  /**
   * Opens a path of the site (or a URL of one of the proxies) at a width, and resolves once the
   * document has been parsed. One tab at a time: opening another closes it.
   */
  open(pathOrUrl: string, width: Width): Promise<Tab>;
  close(): Promise<void>;
}

export interface Ports {
  /** nginx, serving the export with the production headers. */
  site: number;
  proxy: number;
  hostWithoutRedirects: number;
  /** WebKitWebDriver's. */
  driver: number;
}

/** A request that did not succeed: answered with a status of 400 or more. */
export function isFailure(status: number): boolean {
  return status >= 400;
}
