/**
 * @jest-environment node
 */
import { classesOfHtml, classesOfScript, usedRules, withoutUnreadProperties } from './used-rules';

const sheet = [
  ':root{--accent:#f90}',
  'body{margin:0}',
  '.a_card{padding:1rem}',
  '.b_hero .b_title{font-size:3rem}',
  '.a_card,.b_hero{display:grid}',
  '.a_card:not(.c_open){opacity:.5}',
  ':global(html[data-js]) [data-script-only]{display:none}',
  '@media (min-width:48rem){.b_hero{gap:2rem}.a_card{gap:1rem}}',
  '@media print{.b_hero{display:none}}',
  '@font-face{font-family:Inter;src:url(/inter.woff2)}',
  '@keyframes b_fade{from{opacity:0}}',
  '.\\31 0x{width:10%}',
].join('');

describe('the rules a page can use', () => {
  const page = new Set(['a_card']);

  it('keeps the rules whose selectors name only classes the page has, and rules with no class', () => {
    const css = usedRules(sheet, page);
    expect(css).toContain(':root{--accent:#f90}');
    expect(css).toContain('body{margin:0}');
    expect(css).toContain('.a_card{padding:1rem}');
    expect(css).toContain('.a_card,.b_hero{display:grid}');
    expect(css).toContain('[data-script-only]{display:none}');
    expect(css).not.toContain('b_title');
  });

  it('does not count a class inside :not() as needed', () => {
    expect(usedRules(sheet, page)).toContain('.a_card:not(.c_open){opacity:.5}');
  });

  it('cuts inside media queries, and drops a query left empty', () => {
    const css = usedRules(sheet, page);
    expect(css).toContain('@media (min-width:48rem){.a_card{gap:1rem}}');
    expect(css).not.toContain('@media print');
  });

  it('keeps fonts, keyframes, and a selector it cannot read', () => {
    const css = usedRules(sheet, page);
    expect(css).toContain('@font-face');
    expect(css).toContain('@keyframes b_fade');
    expect(css).toContain('.\\31 0x{width:10%}');
  });

  it('keeps everything for a page that has every class', () => {
    expect(usedRules(sheet, new Set(['a_card', 'b_hero', 'b_title', 'c_open']))).toBe(sheet);
  });

  it('reads the classes of HTML elements and the words of a script', () => {
    expect(classesOfHtml('<div class="a_card  b_hero"><p class="x">t</p><i data-class="no">')).toEqual([
      'a_card',
      'b_hero',
      'x',
    ]);
    expect(classesOfScript('e.className=o.c_open+" "+"b_title";')).toEqual(
      expect.arrayContaining(['c_open', 'b_title', 'className']),
    );
  });
});

describe('the custom properties a page reads', () => {
  const tokens = ':root{--navy:#0b1f3a;--text:var(--navy);--amber:#f59e0b;--unused-link:var(--amber)}';

  it('drops a property nothing reads, and one read only by a dropped one', () => {
    expect(withoutUnreadProperties(`${tokens}body{color:var(--text)}`, '')).toBe(
      ':root{--navy:#0b1f3a;--text:var(--navy)}body{color:var(--text)}',
    );
  });

  it("keeps a property the page's markup reads, and drops a rule left empty", () => {
    expect(withoutUnreadProperties(tokens, '<b style="color:var(--amber)">')).toBe(':root{--amber:#f59e0b}');
    expect(withoutUnreadProperties(tokens, '')).toBe('');
  });
});
