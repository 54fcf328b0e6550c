/**
 * @jest-environment node
 */
// Every page names only files of its own build (docs/decisions.md, "Prerendering"):
// scripts/check-output.mjs on small output folders in a temporary directory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkOutput, chunkFilesIn } from '../../scripts/check-output.mjs';
import { writeBuild } from '@/testing/outputFixture';

let sandbox: string;
let dist: string;
beforeEach(() => {
  sandbox = fs.mkdtempSync(path.join(os.tmpdir(), 'aptk-build-'));
  dist = path.join(sandbox, 'dist');
});
afterEach(() => fs.rmSync(sandbox, { recursive: true, force: true }));

describe('the output check', () => {
  it('reads every chunk file of the runtime’s maps', () => {
    expect(chunkFilesIn('o.u=e=>e+"."+{12:"a1b2c3","x-y":"d4e5f6"}[e]+".js"')).toEqual({
      files: ['12.a1b2c3.js', 'x-y.d4e5f6.js'],
      maps: 1,
    });
  });

  it('reads the map in the parentheses swc’s minifier writes', () => {
    expect(
      chunkFilesIn('d.u=e=>e+"."+({12:"a1b2c3",34:"d4e5f6"})[e]+".js",d.miniCssF=e=>e+"."+({12:"f0c29b5f"})[e]+".css"'),
    ).toEqual({
      files: ['12.a1b2c3.js', '34.d4e5f6.js', '12.f0c29b5f.css'],
      maps: 2,
    });
  });

  it('passes a complete build, with the pages’ scripts, links, icons and chunk maps', () => {
    writeBuild(dist, 'aaaa1111');
    const result = checkOutput(dist);
    expect(result).toMatchObject({ pages: 3, maps: 2, missing: [], problems: [] });
  });

  it('names a chunk file the runtime asks for that is missing, and who names it', () => {
    writeBuild(dist, 'aaaa1111');
    fs.rmSync(path.join(dist, '345.d4e5f6.js'));
    fs.rmSync(path.join(dist, 'icon-192.png'));
    expect(checkOutput(dist).missing).toEqual([
      { file: '345.d4e5f6.js', by: ['main.aaaa1111.js'] },
      { file: 'icon-192.png', by: ['manifest.webmanifest'] },
    ]);
  });

  it('names the entry and the start scripts a prerendered page asks for after its first paint', () => {
    writeBuild(dist, 'aaaa1111');
    const page = path.join(dist, 'sr/index.html');
    fs.writeFileSync(
      page,
      fs
        .readFileSync(page, 'utf8')
        .replace('data-entry="/main.aaaa1111.js"', 'data-entry="/main.bbbb2222.js"')
        .replace('data-scripts="/12.a1b2c3.js"', 'data-scripts="/12.a1b2c3.js /99.gone.js"'),
    );
    expect(checkOutput(dist).missing).toEqual([
      { file: '99.gone.js', by: ['sr/index.html'] },
      { file: 'main.bbbb2222.js', by: ['sr/index.html'] },
    ]);
  });

  it('fails when the entry has no chunk map it can read, rather than checking nothing', () => {
    writeBuild(dist, 'aaaa1111');
    // An entry whose code names no chunk file at all.
    fs.writeFileSync(path.join(dist, 'main.aaaa1111.js'), 'void 0;');
    expect(checkOutput(dist).problems).toEqual([expect.stringContaining('no chunk map')]);
  });
});
