import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';
import { request } from 'undici';
import type { Request } from 'express';
import type { Reader, RenderedMarkup, RenderOptions } from '../../shared/ssr';
import { SCREEN_COOKIE } from '../../shared/ui/layout-sizes';
import { isTimeZone, TIME_ZONE_COOKIE } from '../../shared/ui/time-zone';
import type { Logger } from '../log';
import { readCookie } from './cookies';

/**
 * Server rendering of first loads (docs/architecture.md, First load): each page's HTML from the client's own
 * components (`resources/js/ssr.tsx`), so its text paints before any JavaScript runs.
 * Rendering is a bonus, never a condition: a render that fails or misses its deadline
 * leaves that one answer to the browser, as before, with a warning in the log.
 */

/** A page's render, with what it was rendered for (the browser hydrates with the same). */
export interface Rendered extends RenderedMarkup, Reader {}

export type FallbackReason = 'error' | 'timeout';

export interface PageRenderer {
  /**
   * The first load's HTML from its page object's JSON, drawn for `reader`, or null: the
   * browser renders it. `signedOut`: the page holds nothing of a user (login, sign-up,
   * public tracking), so the same page object may be answered with the same HTML.
   */
  render(
    json: string,
    component: string,
    reader: Reader,
    signedOut?: boolean,
  ): Promise<Rendered | null>;
}

export interface RenderModule {
  render(page: unknown, options: RenderOptions): Promise<RenderedMarkup>;
}

export type RenderModuleLoader = () => Promise<RenderModule>;

export interface RendererOptions {
  logger: Logger;
  deadlineMs: number;
  /** Called on each answer sent without its HTML (a metric counts them). */
  onFallback?: (reason: FallbackReason, component: string) => void;
}

type Attempt = (json: string, reader: Reader, signal: AbortSignal) => Promise<RenderedMarkup>;

/** The signed-out pages kept rendered, and the largest page object worth keeping. */
const KEPT_PAGES = 64;
const KEPT_PAGE_CHARS = 64_000;

function withFallback(attempt: Attempt, options: RendererOptions): PageRenderer {
  const { logger, deadlineMs, onFallback } = options;
  // Every visitor of /login gets the same page object, so the same HTML: rendered once, not
  // on each visit. Keyed by the whole page object (errors, flash and the old input
  // included), so only an identical page is ever answered from it; signed-in pages never
  // are, so nothing of a user is kept.
  const kept = new LRUCache<string, RenderedMarkup>({ max: KEPT_PAGES });
  return {
    async render(json, component, reader, signedOut = false) {
      const key =
        signedOut && json.length <= KEPT_PAGE_CHARS
          ? `${reader.timeZone}\n${reader.narrow}\n${json}`
          : undefined;
      const known = key === undefined ? undefined : kept.get(key);
      if (known) return { ...known, ...reader };
      const signal = AbortSignal.timeout(deadlineMs);
      try {
        const markup = await attempt(json, reader, signal);
        // A render cannot be stopped while it runs: one that ends late is still late.
        if (signal.aborted) throw signal.reason;
        if (key !== undefined) kept.set(key, markup);
        return { ...markup, ...reader };
      } catch (err) {
        const reason: FallbackReason = signal.aborted ? 'timeout' : 'error';
        logger.warn({ err, component, reason }, 'page sent without its server rendering');
        onFallback?.(reason, component);
        return null;
      }
    },
  };
}

/** Renders in this process, with the render module `load` gives (the build's, or Vite's). */
export function inProcessRenderer(
  load: RenderModuleLoader,
  options: RendererOptions,
): PageRenderer {
  return withFallback(
    async (json, reader, signal) => (await load()).render(JSON.parse(json), { signal, ...reader }),
    options,
  );
}

/** The built render module: dist/ssr/ssr.js, loaded once. */
export function builtRenderModule(root: string): RenderModuleLoader {
  let module: Promise<RenderModule> | undefined;
  return () => (module ??= import(pathToFileURL(join(root, 'dist/ssr/ssr.js')).href));
}

/** Asks a render process of its own (Inertia's render server, `npm run ssr`) at `url`. */
export function remoteRenderer(url: string, options: RendererOptions): PageRenderer {
  const endpoint = new URL('render', url.endsWith('/') ? url : `${url}/`);
  return withFallback(async (json, reader, signal) => {
    const answer = await request(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // The reader rides along in the page object; the render process takes it out.
      body: `${json.slice(0, -1)},"timeZone":${JSON.stringify(reader.timeZone)},"narrow":${reader.narrow}}`,
      signal,
    });
    const body = (await answer.body.json()) as { head?: unknown; body?: unknown };
    if (answer.statusCode !== 200 || typeof body.body !== 'string' || !Array.isArray(body.head))
      throw new Error(`the render process answered ${answer.statusCode}`);
    return { head: body.head.filter((e): e is string => typeof e === 'string'), html: body.body };
  }, options);
}

/** The reader's time zone, as their browser last said it (`tz` cookie); else UTC. */
export function readerZone(req: Request): string {
  const zone = readCookie(req, TIME_ZONE_COOKIE);
  return zone && isTimeZone(zone) ? zone : 'UTC';
}

/**
 * What the reader's browser last said of itself: its zone, and whether its screen is
 * narrow (`screen` cookie; a wide page when it has not said).
 */
export function readerOf(req: Request): Reader {
  return { timeZone: readerZone(req), narrow: readCookie(req, SCREEN_COOKIE) === 'narrow' };
}
