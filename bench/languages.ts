/**
 * LG (docs/benchmarks.md, docs/i18n.md): what the languages cost. The JavaScript a first load
 * of /login runs in each language (the entry, the page and the page's catalogs in that
 * language), each catalog chunk a page loads, and the server's render of the dashboard in
 * Arabic beside the same in English, in alternating rounds on one portal.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { catalogsOf, PAGE_CATALOGS } from '../shared/i18n/catalogs';
import { LANGUAGES } from '../shared/i18n/languages';
import { CLIENT_APP, CLIENT_ENTRY } from '../server/http/assets';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../playwright.config';
import { Browser } from '../tests/support/processes';
import { FIRST_LOAD_BUDGET_KB, staticClosure, type Manifest } from './bundle';
import { javascriptUntilIdle } from './first-paint';
import { median, round, type Figure } from './figures';
import { load, SECONDS } from './http-load';
import { withPortal } from './portal';

export const CATALOG_CHUNK_BUDGET_KB = 6;
const LOGIN_PAGE = 'resources/js/pages/auth/login.tsx';
const ROUNDS = 3;

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** LG1 and LG2, from the build's manifest. */
export function languageBundles(clientDir: string): Figure[] {
  const manifest = JSON.parse(
    readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const gzip = (key: string) =>
    gzipSync(readFileSync(join(clientDir, manifest[key]!.file)), { level: 9 }).length;
  const catalogKey = (language: string, name: string) => `shared/locales/${language}/${name}.ts`;
  const logins = LANGUAGES.map((language) => {
    const keys = [
      CLIENT_ENTRY,
      CLIENT_APP,
      LOGIN_PAGE,
      ...catalogsOf('auth/login').map((name) => catalogKey(language, name)),
    ];
    const missing = keys.filter((key) => !manifest[key]);
    if (missing.length) throw new Error(`not in the build: ${missing.join(', ')}`);
    return {
      language,
      kb: kb([...staticClosure(manifest, keys)].reduce((n, k) => n + gzip(k), 0)),
    };
  });
  const chunks = LANGUAGES.flatMap((language) =>
    PAGE_CATALOGS.map((name) => ({ language, name, kb: kb(gzip(catalogKey(language, name))) })),
  ).sort((a, b) => b.kb - a.kb);
  const largest = chunks[0]!;
  return [
    ...logins.map(({ language, kb: size }) => ({
      id: 'LG1',
      what: `first-load JS of /login in ${language}, its catalogs included (gzip)`,
      value: size,
      unit: 'KB',
      target: `≤ ${FIRST_LOAD_BUDGET_KB} KB`,
      met: size <= FIRST_LOAD_BUDGET_KB,
    })),
    {
      id: 'LG2',
      what: 'the largest catalog chunk a page loads (gzip)',
      value: largest.kb,
      unit: 'KB',
      target: `≤ ${CATALOG_CHUNK_BUDGET_KB} KB`,
      met: largest.kb <= CATALOG_CHUNK_BUDGET_KB,
      note: `${largest.language}/${largest.name}; next ${chunks
        .slice(1, 4)
        .map((c) => `${c.language}/${c.name} ${c.kb} KB`)
        .join(', ')}`,
    },
  ];
}

/** LG3: server-rendered first loads of the dashboard per second, Arabic against English. */
export async function arabicRender(): Promise<Figure[]> {
  return withPortal(async (portal) => {
    const user = await new Browser(portal.url).signIn();
    const headersIn = (language: string) => ({ Cookie: user.cookie, 'Accept-Language': language });
    for (const language of ['en', 'ar']) {
      const html = await (
        await fetch(`${portal.url}/dashboard`, { headers: headersIn(language) })
      ).text();
      if (!html.includes(`<html lang="${language}"`) || !html.includes('data-server-rendered'))
        throw new Error(`the dashboard is not rendered by the server in ${language}`);
      await load({
        name: 'warm-up',
        url: `${portal.url}/dashboard`,
        headers: headersIn(language),
        seconds: 2,
      });
    }
    const rates = { en: [] as number[], ar: [] as number[] };
    const ratios: number[] = [];
    const rate = async (language: 'en' | 'ar') => {
      const result = await load({
        name: `dashboard ${language}`,
        url: `${portal.url}/dashboard`,
        headers: headersIn(language),
        seconds: Math.max(1, Math.round(SECONDS / ROUNDS)),
      });
      if (result.errors || result.non2xx) throw new Error(`dashboard ${language}: failed requests`);
      rates[language].push(result.requestsPerSec);
      return result.requestsPerSec;
    };
    for (let r = 0; r < ROUNDS; r++) {
      const english = await rate('en');
      const arabic = await rate('ar');
      ratios.push(arabic / english);
    }
    const ratio = round(median(ratios));
    return [
      {
        id: 'LG3',
        what: 'HTML first loads of the dashboard in Arabic, rendered by the server',
        value: median(rates.ar),
        unit: 'req/s',
        floor: { what: 'the same in English, same rounds', value: median(rates.en) },
        ratio,
        target: '≥ 0.9×',
        met: ratio >= 0.9,
      },
    ];
  });
}

/**
 * LG1 as a browser meets it: every byte of JavaScript a cold load of /login fetches until the
 * network is idle, its browser asking for each language in turn (gzip, the build's copies).
 */
export async function languageLoads(): Promise<Figure[]> {
  return withPortal(async (portal) => {
    const browser = await chromium.launch(chromiumLaunch);
    try {
      const figures: Figure[] = [];
      for (const language of LANGUAGES) {
        const idle = await javascriptUntilIdle(browser, `${portal.url}/login`, language);
        const size = kb(idle.gzip);
        figures.push({
          id: 'LG1',
          what: `every byte of JavaScript /login loads until idle in ${language} (gzip)`,
          value: size,
          unit: 'KB',
          target: `≤ ${FIRST_LOAD_BUDGET_KB} KB`,
          met: size <= FIRST_LOAD_BUDGET_KB,
        });
      }
      return figures;
    } finally {
      await browser.close();
    }
  });
}

export async function languageFigures(): Promise<Figure[]> {
  return [...languageBundles('dist/client'), ...(await languageLoads()), ...(await arabicRender())];
}
