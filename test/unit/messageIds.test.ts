import fs from 'node:fs';
import path from 'node:path';
import { idsInSource, shortMessageIds, sourceFiles } from '../../scripts/message-parts';
import { rewriteMessageIds } from '../../scripts/message-ids-loader.mjs';
import icuAstLoader from '../../scripts/icu-ast-loader.mjs';
import sr from '../../i18n/sr.json';
import en from '../../i18n/en.json';

// Short message ids in production builds (docs/decisions.md, "Message ids in production
// builds"): the code's quoted ids and the catalogues' keys are rewritten with one map; ids the
// code builds from a template keep their family's ids. A mistake shows a visitor an id or the
// wrong text, so: every id the code names resolves, to the message it named.
const keys = Object.keys(sr);
const srcDir = path.join(__dirname, '../../src');
const files = sourceFiles(srcDir);
const sources = new Map(files.map((file) => [file, fs.readFileSync(file, 'utf8')]));
const ids = shortMessageIds(keys, [...sources.values()]);
const shortToId = new Map(Object.entries(ids).map(([id, short]) => [short, id]));

/** A catalogue as a build compiles it (scripts/icu-ast-loader.mjs), keyed by `map`'s short ids. */
const compiled = (catalogue: Record<string, string>, map: Record<string, string> = {}): Record<string, unknown> =>
  JSON.parse(
    icuAstLoader.call({ getOptions: () => ({ ids: map }), resourcePath: 'i18n/x.json' }, JSON.stringify(catalogue)),
  ) as Record<string, unknown>;
/** As the production build keys it. */
const built = (catalogue: Record<string, string>) => compiled(catalogue, ids);

describe('short message ids in production builds', () => {
  it('gives every id a short id of its own, but the families the code builds from a template', () => {
    const shorts = Object.values(ids);
    expect(new Set(shorts).size).toBe(shorts.length);
    // A letter first, never a dot: no short id is a number, a message id or a family's id.
    for (const short of shorts) expect(short).toMatch(/^[a-z][0-9a-z]{0,2}$/);
    expect(shorts.some((short) => short.length > 2)).toBe(false);
    // `catalog.sort.${option}` (SortSelect), `howTo.faq.${key}.q` (how-to-order): kept whole.
    const family = (head: string, tail = '') => keys.filter((id) => id.startsWith(head) && id.endsWith(tail));
    for (const id of [...family('catalog.sort.'), ...family('howTo.faq.', '.q'), ...family('about.values.', '.text')])
      expect(ids).not.toHaveProperty([id]);
    expect(family('howTo.faq.', '.q').length).toBeGreaterThan(2);
    expect(ids).toHaveProperty(['catalog.filters.clear']);
    expect(ids).toHaveProperty(['brand.name']);
    const unmapped = keys.filter((id) => !(id in ids));
    expect(unmapped.length).toBeLessThan(keys.length / 5);
  });

  it('is the same map whatever order the files and keys come in: both builds make the same', () => {
    expect(shortMessageIds([...keys].reverse(), [...sources.values()].reverse())).toEqual(ids);
  });

  it('every id the code names resolves in the built catalogue, to the message it named', () => {
    const catalogue = built(en);
    const readable = compiled(en);
    let rewritten = 0;
    for (const [file, source] of sources) {
      const output = rewriteMessageIds(source, ids)?.toString() ?? source;
      // No quoted id is left that the map has: the code and the catalogue agree on each.
      expect([file, [...idsInSource(output, keys)].filter((id) => id in ids)]).toEqual([file, []]);
      // Every short id the file now names is a key of the catalogue, and formats as its long id did.
      for (const id of idsInSource(source, keys)) {
        const short = ids[id];
        if (!short) {
          expect(catalogue).toHaveProperty([id]);
          continue;
        }
        expect(output).toMatch(new RegExp(`(['"\`])${short}\\1`));
        expect([id, catalogue[short]]).toEqual([id, readable[id]]);
        rewritten += 1;
      }
    }
    expect(rewritten).toBeGreaterThan(600);
  });

  it('the built catalogue holds every message once, by its short id or its family id', () => {
    const catalogue = built(sr);
    expect(Object.keys(catalogue)).toHaveLength(keys.length);
    for (const key of Object.keys(catalogue)) expect(sr).toHaveProperty([shortToId.get(key) ?? key]);
  });

  it('rewrites quoted ids only, with a source map back to the long ones', () => {
    const source =
      "intl.formatMessage({ id: 'catalog.filters.clear' });\n<FormattedMessage id={`catalog.sort.${option}`} />; 'not.a.key'; \"brand.name\"";
    const output = rewriteMessageIds(source, ids);
    expect(output?.toString()).toBe(
      `intl.formatMessage({ id: '${ids['catalog.filters.clear']}' });\n<FormattedMessage id={\`catalog.sort.\${option}\`} />; 'not.a.key'; "${ids['brand.name']}"`,
    );
    expect(output?.generateMap({ hires: true }).mappings).not.toBe('');
    expect(rewriteMessageIds("const a = 'not.a.key';", ids)).toBeNull();
  });
});
