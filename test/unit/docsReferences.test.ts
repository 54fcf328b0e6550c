import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { filesUnder, REPO_ROOT as ROOT } from '@/testing/repoFiles';
import path from 'node:path';

// Comments cite this repository's documents by file and heading so that a reader can find the
// reason behind the code. A citation of a heading that was renamed, or of a document that is not
// in the repository, sends the reader nowhere: this test resolves every one of them, in the code
// and in README.md.
const SCANNED = ['src', 'mocks', 'scripts', 'test', 'webpack.config.ts', 'deploy', 'README.md'];
const SELF = path.relative(ROOT, __filename);

interface Reference {
  file: string;
  line: number;
  doc: string;
  /** Quoted headings, `METHOD /path` headings, or "§N" / "section N" numbers. */
  headings: string[];
  sections: string[];
  /** A backticked name after the citation: it must occur in the document. */
  names: string[];
}

/**
 * Joins comment lines so that a heading wrapped over two lines reads as one: a line break with the
 * next line's comment marker (`//`, ` * `, `#`) becomes one space. Offsets map back to lines.
 */
const joined = (text: string): { text: string; lineAt: (offset: number) => number } => {
  const starts: number[] = [];
  let out = '';
  text.split(/\r?\n/).forEach((part, index) => {
    const body = index === 0 ? part : part.replace(/^[ \t]*(?:\/\/+|\*(?!\/)|#+|\{\/\*)?[ \t]*/, '');
    starts.push(out.length);
    out += (index === 0 ? '' : ' ') + body.replace(/[ \t]+$/, '').replace(/\\'/g, "'");
  });
  // Line n starts at starts[n - 1]: the line of an offset is the number of starts up to it.
  const lineAt = (offset: number): number => starts.filter((start) => start <= offset).length;
  return { text: out, lineAt };
};

/** A capture group's text; a group that did not take part reads as ''. */
const group = (match: RegExpMatchArray, index: number): string => match[index] ?? '';

const QUOTED = /^,?\s*"([^"\s][^"]*)"((?:\s*(?:,|and|;)\s*"[^"\s][^"]*")*)/;
const SECTIONS = /^,?\s*§\s?(\d+[a-z]?)((?:\s*(?:,|and)\s*§\s?\d+[a-z]?)*)/;
const SECTION_WORD = /^,?\s*section (\d+[a-z]?)\b/;
const ENDPOINT = /^,?\s*((?:GET|PUT|POST|DELETE|PATCH) \/[\w/{}-]*\w)/;
const NAME = /^,\s*`(\w+)`/;

const referencesIn = (file: string, source: string): Reference[] => {
  const { text, lineAt } = joined(source);
  const found: Reference[] = [];
  for (const match of text.matchAll(/docs\/([\w-]+\.(?:md|json))(?!\w)/g)) {
    const end = (match.index ?? 0) + match[0].length;
    const rest = text.slice(end, end + 300);
    const reference: Reference = {
      file,
      line: lineAt(match.index ?? 0),
      doc: group(match, 1),
      headings: [],
      sections: [],
      names: [],
    };
    const quoted = QUOTED.exec(rest);
    const sections = SECTIONS.exec(rest);
    const sectionWord = SECTION_WORD.exec(rest);
    const endpoint = ENDPOINT.exec(rest);
    const name = NAME.exec(rest);
    if (quoted) {
      reference.headings = [
        group(quoted, 1),
        ...[...group(quoted, 2).matchAll(/"([^"]+)"/g)].map((m) => group(m, 1)),
      ].filter((heading) => !heading.includes('${'));
    } else if (sections) {
      reference.sections = [
        group(sections, 1),
        ...[...group(sections, 2).matchAll(/§\s?(\d+[a-z]?)/g)].map((m) => group(m, 1)),
      ];
    } else if (sectionWord) {
      reference.sections = [group(sectionWord, 1)];
    } else if (endpoint) {
      reference.headings = [group(endpoint, 1)];
    } else if (name) {
      reference.names = [group(name, 1)];
    }
    found.push(reference);
  }
  return found;
};

const normalise = (heading: string): string =>
  heading
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/^\d+[a-z]?\.\s+/, '')
    .trim();

const headingsOf = (doc: string): string[] =>
  readFileSync(path.join(ROOT, 'docs', doc), 'utf8')
    .split('\n')
    .map((line) => /^#{1,6}\s+(.*)$/.exec(line)?.[1])
    .filter((heading): heading is string => heading !== undefined);

/** A heading matches when it is the citation, or the citation followed by " (…)" or ": …". */
const hasHeading = (headings: string[], cited: string): boolean => {
  const want = normalise(cited);
  return headings
    .map(normalise)
    .some((heading) => heading === want || heading.startsWith(`${want} (`) || heading.startsWith(`${want}: `));
};

const hasSection = (headings: string[], number: string): boolean =>
  headings.some((heading) => heading.startsWith(`${number}. `));

const problemsOf = (reference: Reference): string[] => {
  const where = `${reference.file}:${reference.line}: docs/${reference.doc}`;
  if (!existsSync(path.join(ROOT, 'docs', reference.doc))) return [`${where}: no such file`];
  if (!reference.doc.endsWith('.md')) return [];
  const headings = headingsOf(reference.doc);
  const text = readFileSync(path.join(ROOT, 'docs', reference.doc), 'utf8');
  return [
    ...reference.headings.filter((h) => !hasHeading(headings, h)).map((h) => `${where}: no heading "${h}"`),
    ...reference.sections.filter((n) => !hasSection(headings, n)).map((n) => `${where}: no section ${n}`),
    ...reference.names.filter((n) => !text.includes(n)).map((n) => `${where}: does not mention \`${n}\``),
  ];
};

/** A Markdown file named outside docs/ (for example a brief's `spec.md`) must be in the repository. */
const missingMarkdownIn = (file: string, source: string): string[] => {
  const { text, lineAt } = joined(source);
  return [...text.matchAll(/(?<![\w./:'"`@-])((?:[\w.-]+\/)*[\w-]+\.md)(?![\w/])/g)]
    .map((match) => ({ name: match[1] ?? '', line: lineAt(match.index ?? 0) }))
    .filter(({ name }) => !name.startsWith('docs/') && !existsSync(path.join(ROOT, name)))
    .map(({ name, line }) => `${file}:${line}: ${name} is not in the repository`);
};

const scanned = SCANNED.flatMap(filesUnder)
  .filter((file) => file !== SELF)
  .map((file) => ({ file, source: readFileSync(path.join(ROOT, file), 'utf8') }))
  .filter(({ source }) => !source.includes('\0'));

describe('references to docs/ in the code', () => {
  const references = scanned.flatMap(({ file, source }) => referencesIn(file, source));

  it('finds the citations (the scan reads the code)', () => {
    expect(references.filter((reference) => reference.headings.length > 0).length).toBeGreaterThan(200);
    expect(references.filter((reference) => reference.sections.length > 0).length).toBeGreaterThan(50);
  });

  it('name an existing file and an existing heading or section of it', () => {
    expect(references.flatMap(problemsOf)).toEqual([]);
  });

  it('cite no Markdown document that is not in the repository', () => {
    expect(scanned.flatMap(({ file, source }) => missingMarkdownIn(file, source))).toEqual([]);
  });
});

describe('the documents themselves', () => {
  const docs = readdirSync(path.join(ROOT, 'docs')).filter((name) => name.endsWith('.md'));

  it("link only to files that exist (README's and docs/'s relative links)", () => {
    const broken = ['README.md', ...docs.map((name) => `docs/${name}`)].flatMap((file) =>
      [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)]
        .map((match) => group(match, 1))
        .filter((target) => !/^[a-z]+:/.test(target))
        .filter((target) => !existsSync(path.join(ROOT, path.dirname(file), target)))
        .map((target) => `${file}: ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it('README links to every document in docs/', () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    expect(readdirSync(path.join(ROOT, 'docs')).filter((name) => !readme.includes(`](docs/${name})`))).toEqual([]);
  });

  it('docs/decisions.md: one section per decision, its status and date right under its heading', () => {
    const lines = readFileSync(path.join(ROOT, 'docs/decisions.md'), 'utf8').split('\n');
    const titles = lines.flatMap((line) => /^## (.*)$/.exec(line)?.[1] ?? []);
    const status = /^Status: (?:accepted|superseded by "[^"]+") · \d{4}-\d{2}-\d{2}$/;
    const wrong = lines.flatMap((line, index) =>
      line.startsWith('## ') && !status.test(lines[index + 1] ?? '')
        ? [`${line} is followed by "${lines[index + 1] ?? ''}", not "Status: accepted · YYYY-MM-DD"`]
        : line.startsWith('### ')
          ? [`${line}: a decision is a "## " section of its own`]
          : [],
    );
    expect(wrong).toEqual([]);
    expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
    const superseded = lines.flatMap((line) => /^Status: superseded by "([^"]+)"/.exec(line)?.[1] ?? []);
    expect(superseded.filter((title) => !titles.includes(title))).toEqual([]);
  });
});

describe('the parser', () => {
  it('reads the forms the comments use', () => {
    const source = [
      '// see docs/decisions.md, "Prerendering", "Today\'s values" and',
      '/** docs/behaviour.md §5 and §9; docs/api.md section 3, docs/api.md, POST /orders/visit',
      ' * docs/api.md, `Order`, docs/decisions.md "No input lost to',
      ' * code that is still loading". */',
    ].join('\n');
    expect(
      referencesIn('x.ts', source).map(({ line, doc, headings, sections, names }) => ({
        line,
        doc,
        headings,
        sections,
        names,
      })),
    ).toEqual([
      { line: 1, doc: 'decisions.md', headings: ['Prerendering', "Today's values"], sections: [], names: [] },
      { line: 2, doc: 'behaviour.md', headings: [], sections: ['5', '9'], names: [] },
      { line: 2, doc: 'api.md', headings: [], sections: ['3'], names: [] },
      { line: 2, doc: 'api.md', headings: ['POST /orders/visit'], sections: [], names: [] },
      { line: 3, doc: 'api.md', headings: [], sections: [], names: ['Order'] },
      {
        line: 3,
        doc: 'decisions.md',
        headings: ['No input lost to code that is still loading'],
        sections: [],
        names: [],
      },
    ]);
  });

  it('reports a missing heading, section and file', () => {
    const problems = referencesIn(
      'x.ts',
      '// docs/decisions.md, "No such heading"; docs/behaviour.md §99; docs/nothing.md',
    ).flatMap(problemsOf);
    expect(problems).toEqual([
      'x.ts:1: docs/decisions.md: no heading "No such heading"',
      'x.ts:1: docs/behaviour.md: no section 99',
      'x.ts:1: docs/nothing.md: no such file',
    ]);
  });
});
