import type { RecordingProxy } from './recording-proxy';
import type { Target } from './in-page';

export type EngineName = 'firefox' | 'webkit';

/** An iPhone's 390 px, and a desktop. */
export const widths = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

type Key = 'Escape' | 'PageDown' | 'ArrowRight' | 'End';

export type Width = keyof typeof widths;

/** What went wrong in a page while a test had it open; every list is empty on a good page. */
export interface Problems {
  console: string[];
  /** Uncaught exceptions and unhandled rejections. */
  page: string[];
  /** What the Content Security Policy refused. */
  csp: string[];
  /** Same-origin requests that failed or got a status of 400 or more, the document's own aside. */
  requests: string[];
}

export interface Tab {
  readonly status: number;
  /** Runs a self-contained function in the page: only its source is sent. */
  evaluate<R, A extends unknown[]>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** A real click, through the engine's input layer. */
  click(target: Target): Promise<void>;
  /** Moves the focus as a script would. */
  focus(target: Target): Promise<void>;
  /** A real key press, on whatever has the focus. */
  press(key: Key): Promise<void>;
  /** Resolves once the page has its new width. */
  resize(width: Width): Promise<void>;
  problems(): Promise<Problems>;
}

export interface Engine {
  readonly name: EngineName;
  readonly description: string;
  /** In front of the local CloudFront emulator; it can also hold the framework's scripts. */
  readonly proxy: RecordingProxy;
  /** The same, playing a host with no redirect rules. */
  readonly hostWithoutRedirects: RecordingProxy;
  /** Resolves once the document is parsed; opening another page closes this one. */
  open(pathOrUrl: string, width: Width): Promise<Tab>;
  close(): Promise<void>;
}

export interface Ports {
  /** The local CloudFront emulator that playwright.config.ts starts. */
  site: number;
  proxy: number;
  hostWithoutRedirects: number;
  driver: number;
}

export function isFailure(status: number): boolean {
  return status >= 400;
}
