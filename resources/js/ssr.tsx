/**
 * The server's render of a first load (docs/architecture.md, First load): the page's HTML from the same
 * components, shells and title as the browser's app (`app-options.ts`), so its text paints
 * before any JavaScript runs and the browser hydrates it. Built apart (`vite build --ssr`)
 * and loaded by the portal (server/http/ssr.ts) or by a render process of its own
 * (`ssr-server.ts`).
 */
import type { Page } from '@inertiajs/core';
import { setupI18n, type Messages } from '@lingui/core';
import { App, config } from '@inertiajs/react';
import type { ComponentType, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  DEFAULT_LANGUAGE,
  FORMAT_LOCALES,
  isWordsLanguage,
  LANGUAGES,
  languageOf,
  PSEUDO_LANGUAGE,
  type WordsLanguage,
} from '@shared/i18n/languages';
import type { RenderedMarkup, RenderOptions } from '@shared/ssr';
import { sayId } from '@shared/i18n/say-id';
import { syncZiggy } from '@/lib/ziggy';
import { defaults, layout, pagePath, title } from './app-options';
import { Root } from './root';

// Every page at start-up: a render never waits for a module to load.
const pages = import.meta.glob<{ default: ComponentType }>(
  ['./pages/**/*.tsx', '!./pages/**/parts/**'],
  { eager: true },
);

config.replace(defaults);

/** One language's messages: its catalogs merged. */
const merged = (modules: readonly { messages: Messages }[]): Messages =>
  Object.assign({}, ...modules.map((module) => module.messages)) as Messages;

// The customers' catalogs at start-up, merged per language: a render draws any page in any
// language.
const catalogs = import.meta.glob<{ messages: Messages }>(
  ['../../shared/locales/*/*.ts', '!../../shared/locales/pseudo/*.ts'],
  { eager: true },
);
const messagesIn = new Map<WordsLanguage, Messages>(
  LANGUAGES.map((language) => [
    language,
    merged(
      Object.entries(catalogs)
        .filter(([path]) => path.includes(`/locales/${language}/`))
        .map(([, module]) => module),
    ),
  ]),
);

// The pseudo language's (docs/i18n.md, The pseudo-locale run) once a page in it is rendered,
// which only a portal started with PORTAL_PSEUDO_LOCALE sends: never kept otherwise.
const pseudoCatalogs = import.meta.glob<{ messages: Messages }>('../../shared/locales/pseudo/*.ts');
let pseudoMessages: Promise<Messages> | undefined;
const loadPseudo = () =>
  (pseudoMessages ??= Promise.all(Object.values(pseudoCatalogs).map((load) => load())).then(
    merged,
  ));

/** The words of one render: an instance of its own, so renders never share a language. */
async function wordsOf(page: Page) {
  const language = isWordsLanguage(page.props.language) ? page.props.language : DEFAULT_LANGUAGE;
  return setupI18n({
    locale: language,
    locales: [FORMAT_LOCALES[languageOf(language)]],
    messages: {
      [language]: language === PSEUDO_LANGUAGE ? await loadPseudo() : messagesIn.get(language)!,
    },
    missing: sayId,
  });
}

function resolve(name: string): ComponentType {
  const page = pages[pagePath(name)];
  if (!page) throw new Error(`Page component not found: ${name}`);
  return page.default;
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += typeof chunk === 'string' ? chunk : chunk.toString();
  return out;
}

/**
 * Renders a page object (as the browser will parse it) to HTML. Waits for the lazily
 * loaded shells and parts, so nothing is left for the browser to fill in but the deferred
 * props, whose loading state is what the server shows.
 */
export async function render(
  page: Page,
  { signal, ...reader }: RenderOptions,
): Promise<RenderedMarkup> {
  // route() reads its config from a global; every render sets it from its own page first.
  syncZiggy(page.props);
  let head: string[] = [];
  const words = await wordsOf(page);
  const app = (
    <Root reader={reader} words={words}>
      <App
        initialPage={page}
        initialComponent={resolve(page.component)}
        resolveComponent={resolve}
        titleCallback={title}
        onHeadUpdate={(elements) => (head = elements)}
        defaultLayout={layout}
      />
    </Root>
  );
  // At once when every part is loaded, as it is after the first pages: a boundary still
  // waiting for its part (or failing) comes out marked for the browser to render instead.
  const html = renderToString(app);
  if (!html.includes(CLIENT_RENDERED)) return { head, html };
  return { head, html: await complete(app, signal) };
}

/** A boundary the browser would have to render: a part not yet loaded, or one that failed. */
const CLIENT_RENDERED = '<!--$!-->';

/**
 * The render that waits for every part to load. A part that fails inside a boundary would
 * be left for the browser, which reports it as a hydration error: any failure sends the
 * page without its HTML instead.
 */
async function complete(app: ReactElement, signal: AbortSignal | undefined): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(app, {
    signal,
    onError: (error) => {
      errors.push(error);
    },
  });
  const html = await text(prelude);
  if (signal?.aborted) throw signal.reason;
  if (errors.length > 0) throw errors[0];
  return html;
}
