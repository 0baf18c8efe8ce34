import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import express, { Router, type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { ViteDevServer } from 'vite';
import { catalogsOf } from '../../shared/i18n/catalogs';
import { directionOf, type Language } from '../../shared/i18n/languages';
import type { Rendered } from './ssr';

export const CLIENT_ENTRY = 'resources/js/app.tsx';
/** The app the entry loads once the first paint is done: preloaded, so it is at hand. */
export const CLIENT_APP = 'resources/js/boot.tsx';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export interface Assets {
  /** Inertia asset version: changes whenever the built client changes. */
  version: string | null;
  /**
   * The finished HTML of a first load: the page object, the tags that load the client and,
   * in production, the list of the page component's own chunk and what it imports; with
   * the server's rendering of the page when there is one (`rendered`), else an empty
   * element the client renders into.
   */
  html(
    page: string,
    url: string,
    component: string,
    rendered: Rendered | null | undefined,
    language: Language,
  ): Promise<string>;
  middleware: RequestHandler[];
}

const template = (root: string) => readFileSync(join(root, 'resources/views/app.html'), 'utf8');

const TITLE = /<title>[^<]*<\/title>/;

/** The document's language and direction, set before anything paints (docs/i18n.md). */
export const languageTag = (language: Language) =>
  `<html lang="${language}" dir="${directionOf(language)}">`;

function fill(
  template: string,
  head: string,
  page: string,
  rendered: Rendered | null | undefined,
  language: Language,
): string {
  const html = template.replace('<html lang="en">', languageTag(language));
  if (!rendered) {
    return html
      .replace('<!--app-head-->', head)
      .replace('<!--app-page-->', `${page}\n    <div id="app"></div>`);
  }
  // The page's own title replaces the portal's; the client's head manager takes it over.
  const titled = rendered.head.some((tag) => tag.startsWith('<title'));
  return (titled ? html.replace(TITLE, '') : html)
    .replace('<!--app-head-->', [head, ...rendered.head].join('\n    '))
    .replace(
      '<!--app-page-->',
      `${page}\n    <div id="app" data-server-rendered="true" data-time-zone="${rendered.timeZone}"${rendered.narrow ? ' data-screen="narrow"' : ''}>${rendered.html}</div>`,
    );
}

/** Manifest keys reachable from `keys` through static imports, `keys` included. */
function chunkClosure(
  manifest: Record<string, ManifestChunk>,
  keys: readonly string[],
  seen = new Set<string>(),
): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    chunkClosure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

/** The files of those chunks, leaving out the keys in `skip` (already loaded). */
function chunkFiles(
  manifest: Record<string, ManifestChunk>,
  keys: readonly string[],
  skip: ReadonlySet<string>,
): string[] {
  return [...chunkClosure(manifest, keys)]
    .filter((key) => !skip.has(key))
    .map((key) => manifest[key]!.file);
}

/** The latin subset of Inter, which every screen's text uses. */
const TEXT_FONT = '/inter-latin-wght-normal.woff2';
/** Arabic text's face in its usual weight, which only pages in Arabic use (app.css). */
const ARABIC_FONT = '/ibm-plex-sans-arabic-arabic-400-normal.woff2';

/** Production: hashed files from the Vite manifest, cached for a year. */
export function builtAssets(root: string): Assets {
  const clientDir = join(root, 'dist/client');
  const raw = readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8');
  const manifest = JSON.parse(raw) as Record<string, ManifestChunk>;
  const entry = manifest[CLIENT_ENTRY];
  if (!entry)
    throw new Error(`The Vite manifest has no entry for ${CLIENT_ENTRY}: run npm run build`);
  const preload = (file: string) => `<link rel="modulepreload" href="/${file}" />`;
  // The text face: found by the browser only once the page's text exists (after the
  // JavaScript has run), it would hold the first paint of text back by its download.
  const fontTag = (name: string) => {
    const file = Object.entries(manifest).find(([key]) => key.endsWith(name))?.[1].file;
    return file
      ? [`<link rel="preload" as="font" type="font/woff2" href="/${file}" crossorigin />`]
      : [];
  };
  const rest = [
    ...(entry.css ?? []).map((f) => `<link rel="stylesheet" href="/${f}" />`),
    ...chunkFiles(manifest, [...(entry.imports ?? []), CLIENT_APP], new Set()).map(preload),
    `<script type="module" src="/${entry.file}"></script>`,
  ];
  const heads: Record<Language, string> = {
    en: [...fontTag(TEXT_FONT), ...rest].join('\n    '),
    fr: [...fontTag(TEXT_FONT), ...rest].join('\n    '),
    ar: [...fontTag(ARABIC_FONT), ...fontTag(TEXT_FONT), ...rest].join('\n    '),
  };
  // The page's chunk and what it imports, listed for the entry to ask for all at once after
  // the first paint (resources/js/lib/page-chunks.ts): found one import at a time they
  // would come later, and preloaded here they would hold that paint back while the browser
  // fetches and compiles them. The page's catalogs in the reader's language are among them.
  // Computed once per page component and language.
  const pageHeads = new Map<string, string>();
  const known = chunkClosure(manifest, [CLIENT_ENTRY, CLIENT_APP]);
  const headFor = (component: string, language: Language) => {
    const key = `${language} ${component}`;
    let tags = pageHeads.get(key);
    if (tags === undefined) {
      const page = `resources/js/pages/${component}.tsx`;
      const catalogs = catalogsOf(component).map((name) => `shared/locales/${language}/${name}.ts`);
      const files = chunkFiles(manifest, manifest[page] ? [page, ...catalogs] : catalogs, known);
      const listed = files.map((file) => `/${file}`).join(' ');
      const head = heads[language];
      tags = files.length ? `${head}\n    <meta name="page-chunks" content="${listed}" />` : head;
      pageHeads.set(key, tags);
    }
    return tags;
  };
  const shell = template(root);
  return {
    version: createHash('sha256').update(raw).digest('hex').slice(0, 16),
    html: async (page, _url, component, rendered, language) =>
      fill(shell, headFor(component, language), page, rendered, language),
    middleware: [
      // Sent as the build compressed them (brotli, else gzip; vite.config.ts), so a first
      // load never waits while the portal compresses the scripts ahead of its stylesheet.
      Router().use(
        '/assets',
        expressStaticGzip(join(clientDir, 'assets'), {
          enableBrotli: true,
          orderPreference: ['br', 'gzip'],
          index: false,
          serveStatic: { immutable: true, maxAge: '1y', index: false },
        }),
      ),
    ],
  };
}

/** Development: Vite serves and hot-reloads the client from source. */
export function devAssets(root: string, vite: ViteDevServer): Assets {
  // Vite's transformIndexHtml adds its own client and the React refresh preamble.
  const head = `<script type="module" src="/${CLIENT_ENTRY}"></script>`;
  return {
    version: null,
    html: async (page, url, _component, rendered, language) =>
      vite.transformIndexHtml(url, fill(template(root), head, page, rendered, language)),
    middleware: [vite.middlewares as unknown as RequestHandler],
  };
}

/**
 * Logo and favicon: stable names, so a short cache. Only the files present at start-up are
 * served, each at its own path, so a page visit never looks at the disk first.
 */
export function publicFiles(root: string): RequestHandler {
  const dir = join(root, 'public');
  const names = new Set(
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${entry.name}`),
  );
  const serve = express.static(dir, { maxAge: '1h', index: false, redirect: false });
  return (req, res, next) => {
    if ((req.method === 'GET' || req.method === 'HEAD') && names.has(req.path)) {
      return serve(req, res, next);
    }
    next();
  };
}
