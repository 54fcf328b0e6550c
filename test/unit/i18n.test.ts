import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sr from '../../i18n/sr.json';
import en from '../../i18n/en.json';
import ru from '../../i18n/ru.json';

const catalogs: Record<string, Record<string, string>> = { sr, en, ru };
const keysOf = (messages: Record<string, string>) => Object.keys(messages).sort();

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

describe('i18n catalogues', () => {
  it.each(['en', 'ru'])('%s has exactly the keys of sr', (language) => {
    expect(keysOf(catalogs[language] ?? {})).toEqual(keysOf(sr));
  });

  it.each(['sr', 'en', 'ru'])('%s has no empty message', (language) => {
    const empty = Object.entries(catalogs[language] ?? {}).filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it('Serbian is written in Latin script', () => {
    const cyrillic = Object.entries(sr).filter(([, text]) => /[\u0400-\u04FF]/.test(text));
    expect(cyrillic).toEqual([]);
  });

  it('Russian is translated, not copied from English', () => {
    const copied = Object.keys(en).filter(
      (key) =>
        /[a-z]{4,}/i.test(en[key as keyof typeof en]) && en[key as keyof typeof en] === ru[key as keyof typeof ru],
    );
    // Brand names and e-mail-like strings may stay the same; everything else must differ.
    expect(copied.filter((key) => !key.startsWith('brand.'))).toEqual([]);
  });

  it('every message id written literally in src exists', () => {
    const root = join(__dirname, '../../src');
    const pattern = /\b(?:id|messageId|titleId|labelId)[=:]\s*["']([a-zA-Z][\w-]*(?:\.[\w-]+)+)["']/g;
    const missing = new Set<string>();
    for (const file of sourceFiles(root)) {
      for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
        const id = match[1];
        if (id && !(id in sr)) missing.add(`${id} (${file.slice(root.length + 1)})`);
      }
    }
    expect([...missing]).toEqual([]);
  });

  // A lock screen is seen by others (docs/behaviour.md §19): a notification's text may name
  // an order, a time, a month or a pharmacy, never a medicine.
  it.each(['sr', 'en', 'ru'])('%s notification texts take no argument that could name a medicine', (language) => {
    const allowed = new Set(['number', 'until', 'month', 'end', 'pharmacy']);
    const named = Object.entries(catalogs[language] ?? {})
      .filter(([key]) => /\.notify\./.test(key))
      .flatMap(([key, text]) => [...text.matchAll(/\{\s*(\w+)/g)].map((match) => `${key}: {${match[1]}}`))
      .filter((entry) => !allowed.has(/\{(\w+)\}$/.exec(entry)?.[1] ?? ''));
    expect(named).toEqual([]);
  });
});
