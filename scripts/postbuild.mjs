// Last build step, after webpack and the prerender (docs/decisions.md, "Hosting"):
//  1. Source maps leave the served folder. webpack writes hidden maps (no `sourceMappingURL`
//     comment) next to the files; they move to build/sourcemaps/<DIST_DIR>/, kept for error
//     reporting (upload them to the error tracker from there) and never deployed.
//  2. The hashed assets and the other unhashed text files get `.br` and `.gz` copies at the
//     highest levels, which nginx serves as they are (`brotli_static`, `gzip_static`). The
//     ~3,450 prerendered pages (about 250 MB) are left to nginx's on-the-fly compression:
//     brotli at its highest level would add minutes to every build.
// Usage: node scripts/postbuild.mjs   (DIST_DIR, default dist; `npm run build` runs it)
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');

/** Where the source maps of the build in `distName` (e.g. `dist`, `dist-prod`) are kept. */
export const sourceMapDir = (distName) => path.join(root, 'build', 'sourcemaps', path.basename(distName));

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;
/** Below this, a compressed copy saves less than its own headers cost (nginx: *_min_length). */
const MIN_BYTES = 1024;

const filesIn = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

const moveSourceMaps = (dist, target) => {
  fs.rmSync(target, { recursive: true, force: true });
  let moved = 0;
  for (const file of filesIn(dist).filter((name) => name.endsWith('.map'))) {
    const destination = path.join(target, path.relative(dist, file));
    fs.mkdirSync(path.dirname(destination), { recursive: true });
    fs.renameSync(file, destination);
    moved += 1;
  }
  return moved;
};

/** Only the top of dist/ and its asset folders: the language folders hold the prerendered HTML. */
const precompress = (dist) => {
  const pages = new Set(
    fs
      .readdirSync(dist, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && /^[a-z]{2}$/.test(entry.name))
      .map((entry) => path.join(dist, entry.name)),
  );
  let written = 0;
  for (const file of filesIn(dist)) {
    if (!COMPRESSIBLE.test(file) || [...pages].some((folder) => file.startsWith(folder + path.sep))) continue;
    const data = fs.readFileSync(file);
    if (data.length < MIN_BYTES) continue;
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: zlib.constants.Z_BEST_COMPRESSION }));
    written += 1;
  }
  return written;
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const distName = process.env.DIST_DIR || 'dist';
  const dist = path.join(root, distName);
  const started = Date.now();
  const target = sourceMapDir(distName);
  const maps = moveSourceMaps(dist, target);
  const compressed = precompress(dist);
  process.stdout.write(
    `postbuild: ${maps} source maps moved to ${path.relative(root, target)}/, ${compressed} files precompressed (.br, .gz) in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
}
