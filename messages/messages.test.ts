/**
 * @jest-environment node
 */
import de from './de.json';
import en from './en.json';
import ro from './ro.json';

type Tree = { [key: string]: string | Tree };

/** Every leaf as `a.b.c` → value. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const files = { ro: leaves(ro), en: leaves(en), de: leaves(de) };

describe('message files', () => {
  it.each(['ro', 'de'] as const)('%s has exactly the keys of en', (locale) => {
    expect([...files[locale].keys()].sort()).toEqual([...files.en.keys()].sort());
  });

  it.each(Object.entries(files))('%s has no empty value', (_locale, messages) => {
    const empty = [...messages].filter(([, value]) => value.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it.each(Object.entries(files))('%s uses the same ICU placeholders as en', (_locale, messages) => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, value] of messages) expect([key, placeholders(value)]).toEqual([key, placeholders(files.en.get(key)!)]);
  });

  it('Romanian uses ș and ț with comma below, never the cedilla forms', () => {
    const cedilla = [...files.ro].filter(([, value]) => /[şţŞŢ]/.test(value)).map(([key]) => key);
    expect(cedilla).toEqual([]);
    expect([...files.ro.values()].join(' ')).toMatch(/[șț]/);
  });

  it('German uses its umlauts and ß (the copy is not transliterated)', () => {
    expect([...files.de.values()].join(' ')).toMatch(/[äöüß]/);
  });
});
