// Sent to the browser as source: no function here may use anything outside its own body.

/** What a test points at: the one visible element matching `css` whose accessible name is `name`. */
export interface Target {
  css: string;
  name?: string;
}

export function findTarget(target: Target): HTMLElement {
  const nameOf = (element: Element) => {
    const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
    return name.replace(/\s+/g, ' ').trim();
  };
  const found = Array.from(document.querySelectorAll<HTMLElement>(target.css)).filter(
    (element) => element.checkVisibility() && (target.name === undefined || nameOf(element) === target.name),
  );
  if (found.length !== 1) {
    const named = target.name === undefined ? '' : ` named "${target.name}"`;
    throw new Error(`${found.length} visible elements match ${target.css}${named}, not one`);
  }
  return found[0]!;
}

export function focusedText(): string {
  return (document.activeElement?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

export async function fontsLoaded(): Promise<string[]> {
  await document.fonts.ready;
  const families = Array.from(document.fonts)
    .filter((face) => face.status === 'loaded')
    .map((face) => face.family.replace(/^["']|["']$/g, ''));
  return Array.from(new Set(families)).sort();
}

/** Given lib/hydrated-mark.ts's selector, as nothing outside may be used here. */
export function isHydrated(hydratedSelector: string): boolean {
  return document.querySelector(hydratedSelector) !== null;
}

/** The 404 page carries a heading per language and shows one. */
export function visibleHeading(): string[] {
  return Array.from(document.querySelectorAll('h1'))
    .filter((heading) => heading.checkVisibility())
    .map((heading) => (heading.textContent ?? '').replace(/\s+/g, ' ').trim());
}

/** Where the fade-in ends: main opaque, the heading drawn on top at its centre. */
export function shownOnceFadedIn(): { opacity: string; headingOnTop: boolean } {
  const main = document.querySelector('main');
  const heading = Array.from(document.querySelectorAll('h1')).find((element) => element.checkVisibility());
  if (!main || !heading) return { opacity: 'no main or no visible heading', headingOnTop: false };
  // Finished at once: what is checked is where the 2 s fade-in ends, not how long it takes.
  for (const animation of main.getAnimations()) animation.finish();
  heading.scrollIntoView({ block: 'center' });
  const box = heading.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return { opacity: getComputedStyle(main).opacity, headingOnTop: hit !== null && heading.contains(hit) };
}

export function langAndTitle(): [string, string] {
  return [document.documentElement.lang, document.title];
}

export function locationPath(): string {
  return location.pathname + location.search;
}

export interface MenuState {
  expanded: string | null;
  label: string | null;
  shown: boolean;
  focusIn: string;
  overflow: string;
}

export function menuState(): MenuState {
  const button = document.querySelector('header button[aria-controls]');
  const panel = button ? document.getElementById(button.getAttribute('aria-controls') ?? '') : null;
  const focused = document.activeElement;
  return {
    expanded: button?.getAttribute('aria-expanded') ?? null,
    label: button?.getAttribute('aria-label') ?? null,
    shown: panel?.checkVisibility() ?? false,
    focusIn: focused === button ? 'button' : focused && panel?.contains(focused) ? 'menu' : 'elsewhere',
    overflow: getComputedStyle(document.documentElement).overflow,
  };
}

export function regionTabs(): { tabs: string[]; selected: string[]; panel: string } {
  const tabs = Array.from(document.querySelectorAll('[role="tab"]'));
  const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const panel = document.querySelector('[role="tabpanel"]');
  return {
    tabs: tabs.map(text),
    selected: tabs.filter((tab) => tab.getAttribute('aria-selected') === 'true').map(text),
    panel: text(panel?.querySelector('h3')) || text(panel),
  };
}

export function openRegions(): { expanded: string[]; shown: string[] } {
  const buttons = Array.from(document.querySelectorAll('button[id^="region-"][aria-controls]'));
  const id = (button: Element) => button.id.replace(/^region-|-button$/g, '');
  const panelOf = (button: Element) => document.getElementById(button.getAttribute('aria-controls') ?? '');
  return {
    expanded: buttons.filter((button) => button.getAttribute('aria-expanded') === 'true').map(id),
    shown: buttons.filter((button) => panelOf(button)?.checkVisibility()).map(id),
  };
}

/** Time enough for a key's scroll to have started. */
export function frames(count: number): Promise<void> {
  return new Promise((resolve) => {
    const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
    next(count);
  });
}

export function heldTaps(): number {
  return (window as unknown as { __earlyTaps?: unknown[] }).__earlyTaps?.length ?? -1;
}

/** The contact page's map is the only frame the site has. */
export function frameSources(): string[] {
  return Array.from(document.querySelectorAll('iframe')).map((frame) => frame.src);
}
