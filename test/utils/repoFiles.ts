import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The repository's root, for the tests that read its files. */
export const REPO_ROOT = path.join(__dirname, '../..');

/** Every file under `entry` (a file or folder of the repository), node_modules left out; paths relative to the root. */
export const filesUnder = (entry: string): string[] => {
  const full = path.join(REPO_ROOT, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [entry];
  return readdirSync(full)
    .filter((name) => name !== 'node_modules')
    .flatMap((name) => filesUnder(path.join(entry, name)));
};
