// Small output folders standing in for real builds (test/unit/checkOutput.test.ts,
// test/unit/buildInto.test.ts).
import fs from 'node:fs';
import path from 'node:path';
import { replaceFile } from '../../scripts/output-folder.mjs';

/** A build's files as webpack and the prerender write them: `hash` names this build's entry. */
export const writeBuild = (dir: string, hash: string, pages = ['sr/index.html', 'sr/catalog/index.html']) => {
  const write = (name: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    replaceFile(path.join(dir, name), content);
  };
  const head =
    `<link rel="stylesheet" href="/main.${hash}.css"><link rel="icon" href="/favicon.svg">` +
    `<link rel="manifest" href="/manifest.webmanifest"><link rel="canonical" href="https://apoteka.test/sr/">` +
    `<link rel="alternate" hreflang="en" href="/en/">`;
  write(
    'index.html',
    `<!doctype html><html><head>${head}<script defer src="/main.${hash}.js"></script></head><body><div id="root"></div></body></html>`,
  );
  write(
    `main.${hash}.js`,
    `(()=>{o.u=e=>e+"."+({12:"a1b2c3",345:"d4e5f6"})[e]+".js";o.miniCssF=e=>e+"."+({12:"0f0f0f"})[e]+".css"})();`,
  );
  write(`main.${hash}.css`, 'body{}');
  for (const chunk of ['12.a1b2c3.js', '345.d4e5f6.js', '12.0f0f0f.css']) write(chunk, `/* ${chunk} */`);
  write('favicon.svg', '<svg/>');
  write('icon-192.png', 'png');
  write('manifest.webmanifest', JSON.stringify({ icons: [{ src: 'favicon.svg' }, { src: 'icon-192.png' }] }));
  write('chunk-manifest.json', JSON.stringify({ publicPath: '/', groups: {} }));
  for (const page of pages)
    write(
      page,
      `<!doctype html><html lang="sr"><head>${head}</head><body>` +
        `<div id="root" data-prerendered="/" data-scripts="/12.a1b2c3.js" data-entry="/main.${hash}.js">${page} of ${hash}</div></body></html>`,
    );
};

/** Every file of a folder with its content and inode: "untouched" means all three unchanged. */
export const snapshot = (dir: string) =>
  Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const stat = fs.statSync(file);
        return [path.relative(dir, file), [fs.readFileSync(file, 'utf8'), stat.ino, stat.mtimeMs]];
      }),
  );
