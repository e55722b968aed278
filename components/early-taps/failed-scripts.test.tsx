import { recordEarlyTaps } from '@/lib/inline-scripts/record-early-taps';

describe('a script that fails to load before hydration', () => {
  beforeAll(() => recordEarlyTaps());

  it('leaves the page as without JavaScript, and taps go through', () => {
    document.body.innerHTML = '<button id="menu">M</button>';
    const seen: string[] = [];
    document.addEventListener('click', (event) => seen.push((event.target as Element).id));
    // A load that succeeds, or an error that is not a script's, changes nothing.
    document.body.appendChild(document.createElement('img')).dispatchEvent(new Event('error'));
    expect(document.documentElement.hasAttribute('data-js')).toBe(true);

    document.body.appendChild(document.createElement('script')).dispatchEvent(new Event('error'));
    expect(document.documentElement.hasAttribute('data-js')).toBe(false);
    document.getElementById('menu')!.click();
    expect(seen).toEqual(['menu']);
  });
});
