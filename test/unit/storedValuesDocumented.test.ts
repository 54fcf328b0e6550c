import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '@/testing/repoFiles';
import { STORED } from '@/shared/storage/registry';

// docs/behaviour.md §5 lists every value the browser keeps for us. The storage registry is where
// the code declares them: a key added there and not in the table would make the document wrong.
const section = (): string => {
  const text = readFileSync(path.join(REPO_ROOT, 'docs', 'behaviour.md'), 'utf8');
  const start = text.indexOf('## 5. Browser storage');
  return text.slice(start, text.indexOf('\n## 6.', start));
};

it('lists every key of the storage registry in docs/behaviour.md §5, and no other of ours', () => {
  const listed = [...section().matchAll(/^\| `([^`]+)` \|/gm)].map((match) => match[1]);
  expect([...listed].sort()).toEqual(Object.keys(STORED).sort());
});
