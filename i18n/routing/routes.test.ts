/**
 * @jest-environment node
 */
import { pageFile } from './routes';

describe('a page and its exported file', () => {
  it('is the path without its slash, as .html', () => {
    expect(pageFile('/en/about')).toBe('en/about.html');
    expect(pageFile('/ro')).toBe('ro.html');
  });
});
