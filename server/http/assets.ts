import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import express, { Router, type RequestHandler } from 'express';
import type { ViteDevServer } from 'vite';

export const CLIENT_ENTRY = 'resources/js/app.tsx';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export interface Assets {
  /** Inertia asset version: changes whenever the built client changes. */
  version: string | null;
  /** The `<head>` tags that load the client, and the finished HTML for a page. */
  html(page: string, url: string): Promise<string>;
  middleware: RequestHandler[];
}

const template = (root: string) => readFileSync(join(root, 'resources/views/app.html'), 'utf8');

function fill(html: string, head: string, page: string): string {
  return html.replace('<!--app-head-->', head).replace('<!--app-page-->', page);
}

/** Production: hashed files from the Vite manifest, cached for a year. */
export function builtAssets(root: string): Assets {
  const clientDir = join(root, 'dist/client');
  const raw = readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8');
  const manifest = JSON.parse(raw) as Record<string, ManifestChunk>;
  const entry = manifest[CLIENT_ENTRY];
  if (!entry)
    throw new Error(`The Vite manifest has no entry for ${CLIENT_ENTRY}: run npm run build`);
  const preloads = (entry.imports ?? [])
    .map((key) => manifest[key]?.file)
    .filter((f): f is string => Boolean(f))
    .map((f) => `<link rel="modulepreload" href="/${f}" />`);
  const head = [
    ...(entry.css ?? []).map((f) => `<link rel="stylesheet" href="/${f}" />`),
    ...preloads,
    `<script type="module" src="/${entry.file}"></script>`,
  ].join('\n    ');
  const shell = template(root);
  return {
    version: createHash('sha256').update(raw).digest('hex').slice(0, 16),
    html: async (page) => fill(shell, head, page),
    middleware: [
      Router().use(
        '/assets',
        express.static(join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }),
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
    html: async (page, url) => vite.transformIndexHtml(url, fill(template(root), head, page)),
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
