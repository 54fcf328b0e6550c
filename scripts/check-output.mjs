// The last check of a build (docs/decisions.md, "Prerendering"): every local file a page names
// (`<script src>`, `<link href>` of any kind but the addresses of pages, #root's `data-entry`
// and `data-scripts`, which the head script asks for after the first paint, the manifest's icons)
// and every lazy chunk file the entry's webpack runtime can ask for exists in the output, so no
// page refers to a file of another build. Each HTML file is read once and each name looked up
// in one listing of the folder.
// Usage: node scripts/check-output.mjs [folder]   (default: DIST_DIR, else dist); exit 1 with
// the list of what is missing.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** `<link rel>` values that name an address (a page), not a file. */
const ADDRESS_RELS = new Set(['canonical', 'alternate', 'prev', 'next', 'search']);

const TAG = /<(script|link)\b([^>]*)>/gi;
const ROOT = /<div id="root"([^>]*)>/i;
const attribute = (attributes, name) => {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3]).replace(/&amp;/g, '&') : null;
};

/** The local URLs of a page's scripts and links. */
const referencesIn = (html) => {
  const found = [];
  for (const [, tag, attributes] of html.matchAll(TAG)) {
    if (tag.toLowerCase() === 'script') {
      const src = attribute(attributes, 'src');
      if (src !== null) found.push(src);
      continue;
    }
    const rels = (attribute(attributes, 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attribute(attributes, 'href');
    if (href !== null && !rels.some((rel) => ADDRESS_RELS.has(rel))) found.push(href);
  }
  const root = ROOT.exec(html)?.[1] ?? '';
  for (const name of ['data-entry', 'data-scripts'])
    found.push(...(attribute(root, name) ?? '').split(/\s+/).filter(Boolean));
  return found;
};

// webpack's runtime names a lazy chunk's file as `<id>.<hash>.js`: `e=>e+"."+({12:"a1b2c3",…})[e]+".js"`
// (the same for `.css`), with an optional folder before the id; the parentheses are swc's
// minifier's (terser wrote none).
const CHUNK_MAP =
  /(?:"([^"]*)"\+)?([\w$]+)\+"([^"]*)"\+\(?\{((?:[\w$]+|"[^"]*"):"[^"]*"(?:,(?:[\w$]+|"[^"]*"):"[^"]*")*)\}\)?\[\2\]\+"([^"]*)"/g;
const ENTRY = /(?:([\w$]+)|"([^"]*)"):"([^"]*)"/g;

/** Every chunk file named by the runtime in `source`, and how many maps it had. */
export const chunkFilesIn = (source) => {
  const files = [];
  let maps = 0;
  for (const [, folder = '', , separator, entries, suffix] of source.matchAll(CHUNK_MAP)) {
    maps += 1;
    for (const [, bareId, quotedId, hash] of entries.matchAll(ENTRY))
      files.push(`${folder}${bareId ?? quotedId}${separator}${hash}${suffix}`);
  }
  return { files, maps };
};

const listFiles = (dir) =>
  new Set(
    fs
      .readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')),
  );

/**
 * Checks the output in `dir`; URLs under the build's public path (chunk-manifest.json's
 * `publicPath`, else `/`) name its files. Returns what was checked, each missing file with the
 * files that name it, and the problems that kept the check from seeing everything.
 */
export const checkOutput = (dir) => {
  const files = listFiles(dir);
  const manifestFile = path.join(dir, 'chunk-manifest.json');
  const publicPath = files.has('chunk-manifest.json')
    ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')).publicPath ?? '/')
    : '/';
  const missing = new Map();
  const problems = [];
  let references = 0;
  const want = (name, from) => {
    references += 1;
    if (name !== null && files.has(name)) return;
    const shown = name ?? '(outside the output)';
    if (!missing.has(shown)) missing.set(shown, []);
    missing.get(shown).push(from);
  };
  /** The output file a URL names, '' for another origin, null for outside the output. */
  const fileOf = (url, from) => {
    const bare = url.replace(/[?#].*$/, '');
    if (bare === '' || /^[a-z][\w+.-]*:/i.test(bare) || bare.startsWith('//')) {
      if (!publicPath.startsWith('/') && bare.startsWith(publicPath)) return bare.slice(publicPath.length);
      return '';
    }
    let local;
    try {
      local = decodeURIComponent(bare);
    } catch {
      return null;
    }
    const resolved = local.startsWith('/')
      ? path.posix.normalize(local.startsWith(publicPath) ? local.slice(publicPath.length) : local.slice(1))
      : path.posix.join(path.posix.dirname(from), local);
    return resolved.startsWith('../') || resolved === '..' ? null : resolved.replace(/^\/+/, '');
  };

  /** Scripts (for their chunk maps) and manifests (for their icons) the pages load. */
  const loaded = new Set();
  let pages = 0;
  for (const name of [...files].sort()) {
    if (!name.endsWith('.html')) continue;
    pages += 1;
    for (const url of referencesIn(fs.readFileSync(path.join(dir, name), 'utf8'))) {
      const file = fileOf(url, name);
      if (file === '') continue;
      want(file, name);
      if (file !== null && files.has(file) && /\.(js|webmanifest)$/.test(file)) loaded.add(file);
    }
  }

  let maps = 0;
  for (const file of loaded) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    if (file.endsWith('.webmanifest')) {
      for (const icon of JSON.parse(text).icons ?? []) {
        const iconFile = fileOf(icon.src, file);
        if (iconFile !== '') want(iconFile, file);
      }
      continue;
    }
    const found = chunkFilesIn(text);
    maps += found.maps;
    for (const chunk of found.files) want(chunk, file);
  }
  // A production entry always carries the chunk map; none found means this check went blind.
  if (pages > 0 && files.has('chunk-manifest.json') && maps === 0)
    problems.push('no chunk map found in the scripts the pages load (webpack runtime changed its form?)');
  return {
    pages,
    references,
    maps,
    missing: [...missing].sort(([a], [b]) => (a < b ? -1 : 1)).map(([file, by]) => ({ file, by })),
    problems,
  };
};

/** The check's result as the build prints it. */
export const reportOutputCheck = (dir, result) => {
  const lines = [];
  for (const { file, by } of result.missing)
    lines.push(`  ${file}: named by ${by.length} file(s), e.g. ${by.slice(0, 3).join(', ')}`);
  for (const problem of result.problems) lines.push(`  ${problem}`);
  return lines.length === 0
    ? `check-output: ${result.pages} HTML files, ${result.references} references, ${result.maps} chunk maps: every file is there\n`
    : `check-output: FAILED, ${dir} refers to files it does not hold (${result.missing.length} missing):\n${lines.join('\n')}\n`;
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(import.meta.dirname, '..');
  const dir = path.resolve(root, process.argv[2] ?? (process.env.DIST_DIR || 'dist'));
  const result = checkOutput(dir);
  const ok = result.missing.length === 0 && result.problems.length === 0;
  (ok ? process.stdout : process.stderr).write(reportOutputCheck(path.relative(root, dir) || dir, result));
  process.exitCode = ok ? 0 : 1;
}
