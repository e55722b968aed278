import { render } from '@testing-library/react';
import { hydratedAttribute } from '@/lib/hydrated-mark';
import { recordEarlyTaps, type WindowWithEarlyTaps } from '@/lib/inline-scripts/record-early-taps';
import { ReplayEarlyTaps } from './replay-early-taps';

describe('taps before hydration', () => {
  // The script runs once per page: once for this file, as the head of the page does.
  beforeAll(() => recordEarlyTaps());

  it('marks the document as scripted', () => {
    expect(document.documentElement.hasAttribute('data-js')).toBe(true);
  });

  it('holds a tap on a button before the page has hydrated, and replays it, in order, once it has', () => {
    document.body.innerHTML = '<button id="menu">M</button><button id="tab">T</button><a href="#x" id="link">L</a>';
    const seen: string[] = [];
    document.addEventListener('click', (event) => seen.push((event.target as Element).id));
    const [menu, tab, link] = ['menu', 'tab', 'link'].map((id) => document.getElementById(id)!);

    menu!.click();
    tab!.click();
    link!.click();
    // The link is not held: it works without script.
    expect(seen).toEqual(['link']);
    expect((window as WindowWithEarlyTaps).__earlyTaps).toEqual([menu, tab]);

    render(<ReplayEarlyTaps />);
    expect(seen).toEqual(['link', 'menu', 'tab']);
    expect(document.documentElement.hasAttribute(hydratedAttribute)).toBe(true);
    expect((window as WindowWithEarlyTaps).__earlyTaps).toEqual([]);

    // After hydration a tap goes straight to the page.
    menu!.click();
    expect(seen).toEqual(['link', 'menu', 'tab', 'menu']);
  });
});
