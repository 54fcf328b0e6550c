import fs from 'node:fs';
import path from 'node:path';

/**
 * Every `styles.name` a component reads names a class its CSS module defines: a missing one
 * is `undefined` at run time and the markup gets `class="undefined"` (four such were found on
 * 2026-11-26, left over from classes renamed or removed in the CSS).
 */
const root = path.resolve(__dirname, '../../src');

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

const camelCase = (name: string) => name.replace(/-+([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/** The class names a CSS module exports, as css-loader's `camel-case-only` names them. */
const classesOf = (cssFile: string): Set<string> => {
  const css = fs
    .readFileSync(cssFile, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/url\([^)]*\)/g, '')
    .replace(/composes:[^;]*;/g, '');
  return new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => camelCase(match[1] ?? '')));
};

const uses = sourceFiles(root).flatMap((file) => {
  const source = fs.readFileSync(file, 'utf8');
  const imported = /^import (\w+) from '(\.[^']*\.module\.css)';$/m.exec(source);
  if (!imported?.[1] || !imported[2]) return [];
  const css = path.resolve(path.dirname(file), imported[2]);
  const read = [...source.matchAll(new RegExp(`\\b${imported[1]}\\.(\\w+)`, 'g'))].map((match) => match[1] ?? '');
  return [{ file: path.relative(root, file), css, read: [...new Set(read)] }];
});

describe('CSS modules', () => {
  it('finds the components that read a CSS module', () => {
    expect(uses.length).toBeGreaterThan(100);
  });

  it.each(uses.map((use) => [use.file, use] as const))('%s reads only classes its module defines', (_, use) => {
    const defined = classesOf(use.css);
    expect(use.read.filter((name) => !defined.has(name))).toEqual([]);
  });
});
