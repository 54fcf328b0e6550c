/** Product search (docs/behaviour.md §13): normalised, diacritics- and script-insensitive. */
import { normalize, searchForms } from '../lib/normalize';
import type { ProductSeed } from '../data/products';

interface Index {
  name: string[];
  other: string[];
}

const index = new WeakMap<ProductSeed, Index>();

function indexOf(p: ProductSeed): Index {
  let entry = index.get(p);
  if (!entry) {
    const substance = p.substance ? [p.substance.sr, p.substance.en, p.substance.ru] : [];
    entry = {
      name: [p.name.sr, p.name.en, p.name.ru].flatMap((text) => searchForms(text)),
      other: [...substance.flatMap((t) => searchForms(t)), ...searchForms(p.manufacturer)],
    };
    index.set(p, entry);
  }
  return entry;
}

export interface SearchQuery {
  full: string;
  tokens: string[];
}

export function parseQuery(query: string): SearchQuery | null {
  const full = normalize(query);
  if (!full) return null;
  return { full, tokens: full.split(' ') };
}

/**
 * Rank of a product for a query (lower is better), or null when it does not match:
 * 0 name starts with the query, 1 a word of the name does, 2 the name contains it,
 * 3 every word is found in name, substance or manufacturer.
 */
export function matchRank(p: ProductSeed, q: SearchQuery): number | null {
  const { name, other } = indexOf(p);
  const all = [...name, ...other];
  for (const token of q.tokens) {
    if (!all.some((text) => text.includes(token))) return null;
  }
  if (name.some((n) => n.startsWith(q.full))) return 0;
  if (name.some((n) => n.includes(` ${q.full}`))) return 1;
  if (name.some((n) => n.includes(q.full))) return 2;
  if (other.some((o) => o.startsWith(q.full))) return 3;
  return 4;
}
