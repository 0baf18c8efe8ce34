// The catalogs' check (docs/i18n.md), run by `npm test`: every message of the code is in
// the catalogs (extracting changes nothing), every message has its French and Arabic (the
// pseudo language's catalogs stay empty: compiling writes them from the English), and
// the compiled catalogs are those of the .po files (compiling changes nothing). The files
// are put back as they were whatever the outcome.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import PO from 'pofile';

const DIRS = ['shared/locales', 'server/locales'];
const files = () =>
  DIRS.flatMap((dir) =>
    readdirSync(dir, { recursive: true })
      .map(String)
      .filter((name) => /\.(po|ts)$/.test(name))
      .map((name) => join(dir, name)),
  );
const snapshot = () => new Map(files().map((file) => [file, readFileSync(file, 'utf8')]));
const lingui = (...args) =>
  execFileSync(process.execPath, ['node_modules/@lingui/cli/dist/lingui.js', ...args], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
/** A .po file without its creation date, which every extraction rewrites. */
const comparable = (text) => text.replace(/^"POT-Creation-Date:.*\n/m, '');

const problems = [];
const before = snapshot();
try {
  lingui('extract', '--clean');
  for (const [file, text] of snapshot()) {
    if (file.endsWith('.po') && comparable(text) !== comparable(before.get(file) ?? ''))
      problems.push(`${file}: not what the code says; run npm run i18n`);
  }
  for (const [file, text] of snapshot()) {
    // English is the ids; the pseudo language (docs/i18n.md, The pseudo-locale run) is compiled
    // from the English, never translated.
    if (!file.endsWith('.po') || /\/(en|pseudo)(\.po|\/)/.test(file)) continue;
    for (const item of PO.parse(text).items) {
      if (!item.msgstr[0])
        problems.push(`${file}: no translation for ${JSON.stringify(item.msgid)}`);
    }
  }
  for (const [file, text] of before) writeFileSync(file, text);
  lingui('compile');
  for (const [file, text] of snapshot()) {
    if (file.endsWith('.ts') && text !== before.get(file))
      problems.push(`${file}: not compiled from its .po file; run npm run i18n`);
  }
} finally {
  for (const [file, text] of before) writeFileSync(file, text);
}
if (problems.length > 0) {
  console.error(problems.slice(0, 50).join('\n'));
  if (problems.length > 50) console.error(`… and ${problems.length - 50} more`);
  process.exit(1);
}
console.log('catalogs: every message extracted, translated and compiled');
