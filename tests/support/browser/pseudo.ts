import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setupI18n, type Messages } from '@lingui/core';
import type { BrowserContext, Page } from '@playwright/test';
import { LANGUAGE_COOKIE, LANGUAGE_NAMES, PSEUDO_LANGUAGE } from '../../../shared/i18n/languages';
import {
  ITEM_FIELDS,
  itemColumns,
  SHIPMENT_COLUMNS,
} from '../../../shared/shipment-import/columns';

/**
 * The pseudo-locale run (docs/i18n.md): the portal in the pseudo language, where every
 * message of the catalogs is visibly transformed ('Login' is 'Ĺōĝĩń'), so a plain Latin word
 * on a screen is text that skipped the catalogs, unless it is data the page was given or a
 * date the browser formatted.
 */

/** Every compiled pseudo catalog merged (shared/locales/pseudo/*.ts, as `npm run i18n` writes them). */
function pseudoCatalogs(): Messages {
  const dir = join('shared/locales', PSEUDO_LANGUAGE);
  const merged: Messages = {};
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
    const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(
      readFileSync(join(dir, file), 'utf8'),
    )?.[1];
    if (!literal) throw new Error(`${dir}/${file} is not a compiled catalog`);
    Object.assign(merged, JSON.parse(JSON.parse(literal) as string) as Messages);
  }
  return merged;
}

const words = setupI18n({
  locale: PSEUDO_LANGUAGE,
  locales: ['en-US'],
  messages: { [PSEUDO_LANGUAGE]: pseudoCatalogs() },
});

/** A message as the pseudo language writes it: what a test looks for on a pseudo screen. */
export function pseudo(id: string, values?: Record<string, unknown>): string {
  if (!(id in (words.messages as Messages))) throw new Error(`no pseudo words for ${id}`);
  return words._(id, values);
}

/** The browser context reads the portal in the pseudo language (the `lang` cookie). */
export async function readPseudo(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: PSEUDO_LANGUAGE, url: baseURL }]);
}

/**
 * What a page object carries that is no word of the portal, so it never counts as data
 * the page was given: the toasts (`flash`) and the field errors (`errors`) the server says,
 * a provider's or the server's `message`, and the routes.
 */
const SAID_KEYS = new Set(['flash', 'errors', 'message', 'messages', 'error', 'ziggy']);

function collectStrings(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (!SAID_KEYS.has(key)) collectStrings(inner, into);
    }
  }
}

/** The Latin words of a text: runs of letters (a pseudo word's are mostly accented). */
const wordsOf = (text: string): string[] => text.match(/[\p{L}\p{M}]+/gu) ?? [];

/**
 * A word the pseudo language did not transform: plain ASCII letters, at least one of them
 * one it transforms (it leaves v and x as they are: 'x' in '10 x 20' is no finding), and
 * one in lower case: codes, units and acronyms ('PDF', 'ZPL', a name's initials) are the
 * same in every language, as the lint rule has it (scripts/eslint/no-literal-text.js).
 */
const plain = (word: string): boolean =>
  /^[A-Za-z]+$/.test(word) && /[^vxVX]/.test(word) && /[a-z]/.test(word);

/**
 * The words the browser writes itself when it formats a date or a time in English (the
 * pseudo language formats as English): month and weekday names, AM and PM.
 */
function dateWords(): Set<string> {
  const found = new Set<string>();
  const add = (text: string) => wordsOf(text).forEach((word) => found.add(word));
  for (let month = 0; month < 12; month += 1) {
    const day = new Date(Date.UTC(2026, month, 1 + month, 12));
    for (const style of ['long', 'short', 'narrow'] as const) {
      add(new Intl.DateTimeFormat('en-US', { month: style, timeZone: 'UTC' }).format(day));
      add(new Intl.DateTimeFormat('en-US', { weekday: style, timeZone: 'UTC' }).format(day));
    }
  }
  for (const hour of [0, 12]) {
    add(new Date(Date.UTC(2026, 0, 1, hour)).toLocaleTimeString('en-US', { timeZone: 'UTC' }));
  }
  return found;
}

/**
 * Words no catalog writes, on purpose: the switcher names each language in itself
 * (docs/i18n.md), 'English' on every page.
 */
const NAMED_IN_THEMSELVES = new Set(Object.values(LANGUAGE_NAMES).flatMap(wordsOf));

/** The portal's name, which every document title ends with (resources/js/app-options.ts). */
const PORTAL_NAME = 'Courier Portal';

/**
 * Whole phrases no catalog writes, on purpose, taken out of a text before its words are
 * read: the headers of a shipments file, which the import's column guide shows as a file
 * must spell them in any language (shared/shipment-import/columns.ts), and the names of
 * countries the browser writes for the page's locale (Intl.DisplayNames: English's for
 * the pseudo language), as it writes dates.
 */
function fixedPhrases(): string[] {
  const headers = [
    ...SHIPMENT_COLUMNS.map((column) => column.header),
    ...ITEM_FIELDS.map(([, name]) => name),
    ...itemColumns(9).map((column) => column.header),
  ];
  const regions = new Intl.DisplayNames(['en-US'], { type: 'region', fallback: 'none' });
  const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
  const countries = letters.flatMap((a) =>
    letters.map((b) => regions.of(a + b)).filter((name): name is string => !!name),
  );
  // Longest first: 'Delivery Address 1' goes before 'Delivery Address' can leave a '1'.
  return [...new Set([...headers, ...countries])].sort((a, b) => b.length - a.length);
}

/** Any of them, whole: 'Oman' in a text, never in 'Woman'. */
const FIXED_PHRASES = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${fixedPhrases()
    .map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})(?![\\p{L}\\p{N}])`,
  'gu',
);

const withoutFixedPhrases = (text: string): string => text.replace(FIXED_PHRASES, ' ');

/**
 * Watches a page for the data it is given: the page object of each first load (in the
 * HTML) and of each answer the app asks for (Inertia's visits, partial reloads, deferred
 * parts), and the JSON the pages fetch (the wizard's pickers, a search's options).
 */
export function watchGiven(page: Page): () => Promise<Set<string>> {
  const given = new Set<string>();
  const pending: Promise<unknown>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('application/json')) return;
    pending.push(
      response
        .json()
        .then((body: unknown) => collectStrings(body, given))
        .catch(() => undefined),
    );
  });
  return async () => {
    await Promise.all(pending);
    const first = await page
      .locator('script[data-page]')
      .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
    for (const json of first) {
      try {
        collectStrings(JSON.parse(json), given);
      } catch {
        // Not a page object: nothing given.
      }
    }
    return given;
  };
}

const DATE_WORDS = dateWords();

/**
 * The texts on screen now (visible text nodes; placeholder, aria-label, title and alt of
 * visible elements; the options of visible selects; the document's title) that hold a
 * plain Latin word which is neither data the page was given, nor a word of a formatted date,
 * nor one of the fixed phrases above.
 */
export async function untranslatedOn(page: Page, given: Set<string>): Promise<string[]> {
  const shown = await page.evaluate((portal) => {
    const found: string[] = [];
    const visible = (el: Element | null) =>
      !!el && el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template')) continue;
      const text = node.textContent?.trim();
      if (!text) continue;
      // An option of a native select is drawn by the browser when the select opens.
      const select = parent.closest('select');
      if (visible(select ?? parent)) found.push(text);
    }
    for (const el of document.body.querySelectorAll(
      '[aria-label], [placeholder], [title], [alt]',
    )) {
      if (!visible(el)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
    // The title without the portal's name it ends with.
    found.push(document.title.replace(new RegExp(`(^|\\s*\\|\\s*)${portal}$`), ''));
    return found;
  }, PORTAL_NAME);
  const givenWords = new Set([...given].flatMap(wordsOf));
  const left = (word: string) =>
    plain(word) && !givenWords.has(word) && !DATE_WORDS.has(word) && !NAMED_IN_THEMSELVES.has(word);
  return [...new Set(shown.filter((text) => wordsOf(withoutFixedPhrases(text)).some(left)))];
}
