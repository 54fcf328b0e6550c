import { readFileSync } from 'node:fs';
import { filesUnder, REPO_ROOT as ROOT } from '@/testing/repoFiles';
import path from 'node:path';

import ts from 'typescript';

// Comments say why, not how much (issue 37): a figure in milliseconds or kilobytes is true of one
// build on one machine on one day, and a comment keeps it long after. The figures live in
// docs/performance.md, under headings a comment can cite (docs/performance.md, "Budgets";
// "Current figures"). Constants in code are code: only the comments are read.
const SCANNED = ['src', 'mocks', 'scripts', 'webpack.config.ts'];
const CODE = /\.(?:[cm]?[jt]sx?)$/;
const STYLE = /\.css$/;

/** A figure: "12 ms", "110–145 ms", "0.2 KB", "1,4 kB". */
const FIGURE = /\d(?:[\d.,]*\d)?\s?(?:ms|KB|kB)\b/;

interface Comment {
  line: number;
  text: string;
}

const lineOf = (source: string, offset: number): number => source.slice(0, offset).split('\n').length;

/** Every comment of a script, found by TypeScript's parser (strings, templates and regexps are not comments). */
const scriptComments = (file: string, source: string): Comment[] => {
  const kind = /x$/.test(file) ? ts.ScriptKind.TSX : /\.[cm]?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, kind);
  const seen = new Map<number, Comment>();
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? [])
      if (!seen.has(range.pos))
        seen.set(range.pos, { line: lineOf(source, range.pos), text: source.slice(range.pos, range.end) });
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(source, node.pos));
    collect(ts.getTrailingCommentRanges(source, node.end));
    // Tokens too (a JSX `{/* … */}` holds its comment before its closing brace).
    node.getChildren(sourceFile).forEach(visit);
  };
  visit(sourceFile);
  return [...seen.values()];
};

const styleComments = (source: string): Comment[] =>
  [...source.matchAll(/\/\*[\s\S]*?\*\//g)].map((match) => ({
    line: lineOf(source, match.index ?? 0),
    text: match[0],
  }));

const commentsOf = (file: string, source: string): Comment[] =>
  STYLE.test(file) ? styleComments(source) : scriptComments(file, source);

/** Each comment line that holds a figure, as `file:line: text`. */
const figuresIn = (file: string, source: string): string[] =>
  commentsOf(file, source).flatMap(({ line, text }) =>
    text
      .split('\n')
      .map((part, index) => ({ part: part.trim(), at: line + index }))
      .filter(({ part }) => FIGURE.test(part))
      .map(({ part, at }) => `${file}:${at}: ${part}`),
  );

describe('code comments', () => {
  const files = SCANNED.flatMap(filesUnder).filter((file) => CODE.test(file) || STYLE.test(file));

  it('are read (the scan finds the code)', () => {
    expect(files.length).toBeGreaterThan(300);
  });

  it('hold no figure in ms or KB: they cite the heading of docs/performance.md that holds it', () => {
    expect(files.flatMap((file) => figuresIn(file, readFileSync(path.join(ROOT, file), 'utf8')))).toEqual([]);
  });
});

describe('the scan', () => {
  it('reads comments, not code', () => {
    const source = [
      'const WAIT_MS = 400; // a pause of 400 ms',
      "const text = '// 12 ms in a string';",
      '/** A block of',
      ' * 2.5 KB. */',
      'const el = <div>{/* 16 ms */}</div>;',
      'const re = /\\/\\/ 3 ms/;',
    ].join('\n');
    expect(figuresIn('x.tsx', source)).toEqual([
      'x.tsx:1: // a pause of 400 ms',
      'x.tsx:4: * 2.5 KB. */',
      'x.tsx:5: /* 16 ms */',
    ]);
    expect(figuresIn('x.css', '.a { transition: opacity 120ms; } /* a 150 ms fade */')).toEqual([
      'x.css:1: /* a 150 ms fade */',
    ]);
  });
});
