/**
 * @jest-environment node
 */
// A build is all or nothing (docs/decisions.md, "Prerendering"): scripts/build-into.mjs on small
// output folders in a temporary directory, standing in for real builds.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildInto } from '../../scripts/build-into.mjs';
import { checkOutput } from '../../scripts/check-output.mjs';
import { replaceFile } from '../../scripts/output-folder.mjs';
import { snapshot, writeBuild } from '@/testing/outputFixture';

let sandbox: string;
let dist: string;
beforeEach(() => {
  sandbox = fs.mkdtempSync(path.join(os.tmpdir(), 'aptk-build-'));
  dist = path.join(sandbox, 'dist');
});
afterEach(() => fs.rmSync(sandbox, { recursive: true, force: true }));

describe('a build into a fresh folder', () => {
  const firstBuild = () => buildInto(dist, { make: async (fresh) => writeBuild(fresh, 'aaaa1111') });

  it('swaps a complete build in, on the last build’s files as hard links, and leaves no other folder', async () => {
    await firstBuild();
    const page = fs.statSync(path.join(dist, 'sr/catalog/index.html'));
    await buildInto(dist, {
      make: async (fresh) => {
        // The incremental prerender finds the last build's page and keeps it.
        expect(fs.statSync(path.join(fresh, 'sr/catalog/index.html')).ino).toBe(page.ino);
        writeBuild(fresh, 'bbbb2222', ['sr/index.html']);
        fs.rmSync(path.join(fresh, 'main.aaaa1111.js'));
        fs.rmSync(path.join(fresh, 'main.aaaa1111.css'));
        fs.rmSync(path.join(fresh, 'sr/catalog/index.html'));
      },
    });
    expect(fs.readFileSync(path.join(dist, 'sr/index.html'), 'utf8')).toContain('bbbb2222');
    expect(checkOutput(dist).missing).toEqual([]);
    expect(fs.readdirSync(sandbox)).toEqual(['dist']);
  });

  it('a build without its API over a build with one fails with its message and leaves the output as it was', async () => {
    await firstBuild();
    const before = snapshot(dist);
    const failed = buildInto(dist, {
      make: async (fresh) => {
        // webpack: a new entry replaces the old one, and a changed file is replaced, not written through.
        writeBuild(fresh, 'bbbb2222', []);
        fs.rmSync(path.join(fresh, 'main.aaaa1111.js'));
        replaceFile(path.join(fresh, 'sr/index.html'), 'a language shell');
        throw new Error('ERROR prerender: no API to prerender from (API_URL and PRERENDER_API_URL are empty)');
      },
    });
    await expect(failed).rejects.toThrow(/ERROR prerender: no API to prerender from[^]*dist is left as it was/);
    expect(snapshot(dist)).toEqual(before);
    expect(checkOutput(dist)).toMatchObject({ missing: [], problems: [] });
    expect(fs.readdirSync(sandbox)).toEqual(['dist']);
  });

  it('fails on pages that name the last build’s entry, names the file, and leaves the output as it was', async () => {
    await firstBuild();
    const before = snapshot(dist);
    const finish = jest.fn(async () => undefined);
    const commit = jest.fn();
    // What a build did before the check: a new bundle, and the old pages left in place.
    const failed = buildInto(dist, {
      make: async (fresh) => {
        writeBuild(fresh, 'bbbb2222', []);
        fs.rmSync(path.join(fresh, 'main.aaaa1111.js'));
      },
      finish,
      commit,
    });
    await expect(failed).rejects.toThrow(
      /main\.aaaa1111\.js: named by 2 file\(s\), e\.g\. sr\/catalog\/index\.html, sr\/index\.html[^]*dist is left as it was/,
    );
    expect(snapshot(dist)).toEqual(before);
    expect(finish).not.toHaveBeenCalled();
    expect(commit).not.toHaveBeenCalled();
  });
});
