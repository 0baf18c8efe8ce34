/**
 * Sizes of the production client from the Vite manifest, as a browser downloads it
 * (gzip): what the first load of /login needs, and each page's own chunk, against budgets.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CLIENT_APP, CLIENT_ENTRY } from '../server/http/assets';

export const FIRST_LOAD_BUDGET_KB = 120;
export const PAGE_CHUNK_BUDGET_KB = 20;

export const CSS_BUDGET_KB = 15;

/** What every first load runs: the entry and the app it starts after the first paint. */
const ENTRY = [CLIENT_ENTRY, CLIENT_APP];
const LOGIN_PAGE = 'resources/js/pages/auth/login.tsx';
/** Public tracking (`/track`): opened on a phone without signing in, held to /login's budget. */
const TRACK_PAGE = 'resources/js/pages/tracking/track.tsx';
/** A signed-in first load: the entry, the dashboard and the signed-in shell it is shown in. */
const SIGNED_IN = [
  'resources/js/pages/dashboard/dashboard.tsx',
  'resources/js/layouts/signed-in-layout.tsx',
];
const PAGES = 'resources/js/pages/';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface BundleFigures {
  /** The entry, the login page chunk and everything they import statically. */
  loginFirstLoadKb: number;
  loginFirstLoadBudgetKb: number;
  loginFiles: string[];
  /** The same for the public tracking page, against the same budget. */
  trackFirstLoadKb: number;
  /** CSS the first load of /login and of a signed-in page (the dashboard) fetch. */
  loginCssKb: number;
  signedInFirstLoadKb: number;
  signedInCssKb: number;
  cssBudgetKb: number;
  /** Each page's own chunk, and all it loads on a visit beyond what the entry loaded. */
  pages: Array<{
    page: string;
    file: string;
    gzipKb: number;
    overBudget: boolean;
    visitKb: number;
  }>;
  pageChunkBudgetKb: number;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** The manifest keys a chunk needs before it runs: itself and its static imports, deeply. */
export function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const inner of manifest[key].imports ?? []) visit(inner);
  };
  keys.forEach(visit);
  return seen;
}

export function bundleFigures(clientDir: string): BundleFigures {
  const manifest = JSON.parse(
    readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const gzipOf = (file: string) =>
    gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length;
  const login = [...staticClosure(manifest, [...ENTRY, LOGIN_PAGE])].map((k) => manifest[k]!.file);
  const sum = (files: Iterable<string>) => [...files].reduce((n, file) => n + gzipOf(file), 0);
  const jsOf = (keys: string[]) => [...staticClosure(manifest, keys)].map((k) => manifest[k]!.file);
  const cssOf = (keys: string[]) =>
    new Set([...staticClosure(manifest, keys)].flatMap((k) => manifest[k]!.css ?? []));
  const entry = staticClosure(manifest, ENTRY);
  const visitBytes = (key: string) =>
    [...staticClosure(manifest, [key])]
      .filter((k) => !entry.has(k))
      .reduce((sum, k) => sum + gzipOf(manifest[k]!.file), 0);
  const pages = Object.entries(manifest)
    .filter(([key]) => key.startsWith(PAGES) && !key.includes('/parts/'))
    .map(([key, chunk]) => {
      const gzipKb = kb(gzipOf(chunk.file));
      return {
        page: key.slice(PAGES.length).replace(/\.tsx$/, ''),
        file: chunk.file,
        gzipKb,
        overBudget: gzipKb > PAGE_CHUNK_BUDGET_KB,
        visitKb: kb(visitBytes(key)),
      };
    })
    .sort((a, b) => b.gzipKb - a.gzipKb);
  return {
    loginFirstLoadKb: kb(login.reduce((sum, file) => sum + gzipOf(file), 0)),
    loginFirstLoadBudgetKb: FIRST_LOAD_BUDGET_KB,
    loginFiles: login,
    trackFirstLoadKb: kb(sum(jsOf([...ENTRY, TRACK_PAGE]))),
    loginCssKb: kb(sum(cssOf([...ENTRY, LOGIN_PAGE]))),
    signedInFirstLoadKb: kb(sum(jsOf([...ENTRY, ...SIGNED_IN]))),
    signedInCssKb: kb(sum(cssOf([...ENTRY, ...SIGNED_IN]))),
    cssBudgetKb: CSS_BUDGET_KB,
    pages,
    pageChunkBudgetKb: PAGE_CHUNK_BUDGET_KB,
  };
}
