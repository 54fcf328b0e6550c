#!/usr/bin/env node
// Merges translations into i18n/{sr,en,ru}.json, keeping keys sorted so that several
// people adding keys at once produce small, conflict-free diffs.
// Usage: npm run i18n:add -- file.json   where file.json is
//   { "feature.key": { "sr": "…", "en": "…", "ru": "…" }, … }
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const languages = ['sr', 'en', 'ru'];
const source = process.argv[2];
if (!source) {
  process.stderr.write('usage: npm run i18n:add -- translations.json\n');
  process.exit(2);
}
const additions = JSON.parse(readFileSync(source, 'utf8'));
for (const [key, texts] of Object.entries(additions)) {
  for (const language of languages) {
    if (typeof texts?.[language] !== 'string' || texts[language] === '') {
      process.stderr.write(`${key}: missing "${language}"\n`);
      process.exit(1);
    }
  }
}
for (const language of languages) {
  const file = join(root, 'i18n', `${language}.json`);
  const messages = JSON.parse(readFileSync(file, 'utf8'));
  for (const [key, texts] of Object.entries(additions)) messages[key] = texts[language];
  const sorted = Object.fromEntries(Object.entries(messages).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}
process.stdout.write(`added or updated ${Object.keys(additions).length} keys in ${languages.join(', ')}\n`);
