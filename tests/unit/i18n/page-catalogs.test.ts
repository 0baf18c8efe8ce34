import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { globSync } from 'glob';
import PO from 'pofile';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogsOf } from '../../../shared/i18n/catalogs';

/**
 * Every message a page's own code can draw is in a catalog that page loads (docs/i18n.md):
 * the page's file and everything it imports, statically or lazily, read for the ways code
 * says a message. A component moved to another folder, or a page drawing a component of
 * another part, shows here as the messages it would draw in English.
 */

const ROOT = join(__dirname, '../../..');
const PAGES = join(ROOT, 'resources/js/pages');

const ALIASES: [string, string][] = [
  ['@/', join(ROOT, 'resources/js/')],
  ['@shared/', join(ROOT, 'shared/')],
];

function resolveImport(from: string, spec: string): string | null {
  const alias = ALIASES.find(([prefix]) => spec.startsWith(prefix));
  const base = alias
    ? join(alias[1], spec.slice(alias[0].length))
    : spec.startsWith('.')
      ? join(dirname(from), spec)
      : null;
  if (!base) return null;
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null;
}

const quoted = String.raw`'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"`;
const SAID = [
  new RegExp(String.raw`\b_\(\s*(?:${quoted})`, 'g'),
  new RegExp(String.raw`/\*i18n\*/\s*(?:${quoted})`, 'g'),
  new RegExp(String.raw`<Trans\s+id=(?:${quoted})`, 'g'),
];
// A type-only import brings no code, and so no words.
const IMPORTS = /^(?!import type|export type).*?(?:from|import)\s*\(?\s*'([^']+)'/gm;
/** Comments say messages as examples ('i18n._('Login')'); the marks for the catalogs stay. */
const COMMENTS = /\/\*(?!i18n\*\/)[\s\S]*?\*\/|(?<![:'"])\/\/.*$/gm;

const unquote = (text: string) => text.replace(/\\(.)/g, '$1');

function messagesIn(source: string): string[] {
  const code = source.replace(COMMENTS, '');
  return SAID.flatMap((pattern) =>
    [...code.matchAll(pattern)].map((m) => unquote(m[1] ?? m[2] ?? '')),
  );
}

/**
 * `messages` (shared/messages.ts) gathers files of words under its keys, several of them
 * catalogs of their own: a page draws one of them when its code reads one of its keys
 * (`messages.wizardPrices…`), not because it imports `messages`.
 */
const MESSAGES = join(ROOT, 'shared/messages.ts');
const MESSAGE_PARTS = new Map<string, string>();
beforeAll(async () => {
  const source = readFileSync(MESSAGES, 'utf8');
  for (const [, name, spec] of source.matchAll(/import \{ (\w+) \} from '(\.[^']+)'/g)) {
    const file = resolveImport(MESSAGES, spec!)!;
    if (source.includes(`...${name},`)) {
      const part = ((await import(file)) as Record<string, object>)[name!]!;
      for (const key of Object.keys(part)) MESSAGE_PARTS.set(key, file);
    }
    for (const [, key] of source.matchAll(new RegExp(String.raw`^  (\w+): ${name},$`, 'gm'))) {
      MESSAGE_PARTS.set(key!, file);
    }
  }
  expect(MESSAGE_PARTS.get('wizardPrices')).toMatch(/shared\/messages\//);
  expect(MESSAGE_PARTS.get('form')).toMatch(/form-messages\.ts$/);
});

/** The page's file and every file of the portal it reaches by its imports. */
function closureOf(page: string): string[] {
  const seen = new Set<string>();
  const parts = new Set(MESSAGE_PARTS.values());
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, spec] of source.matchAll(IMPORTS)) {
      const target = resolveImport(file, spec!);
      if (target && !(file === MESSAGES && parts.has(target))) visit(target);
    }
    for (const [, key] of source.matchAll(/\bmessages\.(\w+)/g)) {
      const part = MESSAGE_PARTS.get(key!);
      if (part) visit(part);
    }
  };
  visit(page);
  return [...seen];
}

const catalogIds = new Map<string, Set<string>>();
function idsOf(catalog: string): Set<string> {
  let ids = catalogIds.get(catalog);
  if (!ids) {
    const po = PO.parse(readFileSync(join(ROOT, `shared/locales/en/${catalog}.po`), 'utf8'));
    ids = new Set(po.items.map((item) => item.msgid));
    catalogIds.set(catalog, ids);
  }
  return ids;
}

const pages = globSync('**/*.tsx', { cwd: PAGES, ignore: ['**/parts/**'] }).sort();

describe('the catalogs each page loads', () => {
  it('finds the pages', () => {
    expect(pages).toContain('auth/login.tsx');
    expect(pages.length).toBeGreaterThan(20);
  });

  it.each(pages)('hold every message %s can draw', (file) => {
    const component = file.replace(/\.tsx$/, '');
    const loaded = catalogsOf(component).map(idsOf);
    const missing = new Set<string>();
    for (const source of closureOf(join(PAGES, file))) {
      for (const id of messagesIn(readFileSync(source, 'utf8'))) {
        if (!loaded.some((ids) => ids.has(id))) missing.add(`${relative(ROOT, source)}: ${id}`);
      }
    }
    expect([...missing]).toEqual([]);
  });
});
