// Puts translations into the catalogs: `node scripts/i18n-fill.js words.json …`, each file
// `{ "<English text>": { "fr": "…", "ar": "…" } }`. It extracts first (so every message in
// the code has its entry), fills the French and Arabic of each message named, in every
// catalog that holds it, and compiles. One writer at a time: run it under
// `flock /tmp/i18n.lock` when others may be translating (docs/i18n.md).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import PO from 'pofile';

const TRANSLATED = ['fr', 'ar'];

const words = Object.assign(
  {},
  ...process.argv.slice(2).map((file) => JSON.parse(readFileSync(file, 'utf8'))),
);
const lingui = (...args) =>
  execFileSync(process.execPath, ['node_modules/@lingui/cli/dist/lingui.js', ...args], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });

lingui('extract', '--clean');

/** Every French and Arabic catalog file. */
const catalogs = (language) => [
  ...readdirSync(join('shared/locales', language))
    .filter((name) => name.endsWith('.po'))
    .map((name) => join('shared/locales', language, name)),
  join('server/locales', `${language}.po`),
];

const unused = new Set(Object.keys(words));
let filled = 0;
for (const language of TRANSLATED) {
  for (const file of catalogs(language)) {
    const po = PO.parse(readFileSync(file, 'utf8'));
    let changed = false;
    for (const item of po.items) {
      const text = words[item.msgid]?.[language];
      if (text === undefined) continue;
      unused.delete(item.msgid);
      if (item.msgstr[0] === text) continue;
      item.msgstr = [text];
      changed = true;
      filled += 1;
    }
    if (changed) writeFileSync(file, po.toString());
  }
}
// Once more, so the files are written as the extractor writes them (the check compares).
lingui('extract');
lingui('compile');
console.log(`${filled} translations filled`);
if (unused.size > 0) {
  console.log(`not in any catalog (not extracted, or spelt otherwise in the code):`);
  for (const id of unused) console.log(`  ${JSON.stringify(id)}`);
}
