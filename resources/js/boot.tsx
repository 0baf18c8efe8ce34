/**
 * The app: Inertia's client over the page in #app, hydrating the server's HTML or rendering
 * into an empty element. Loaded by the entry (app.tsx) once the server's HTML has painted.
 */
import { createInertiaApp, router } from '@inertiajs/react';
import type { ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { preloadLayouts } from '@/layouts';
import { isWordsLanguage } from '@shared/i18n/languages';
import { documentLanguage, i18n, loadWords, speak } from '@/lib/i18n';
import { rememberReader, renderedFor } from '@/lib/reader';
import { holdWritesDuringRestore } from '@/lib/restore-guard';
import { syncZiggy } from '@/lib/ziggy';
import { defaults, layout, pagePath, title } from './app-options';
import { Root } from './root';

// Page components only: the parts beside them are bundled with the pages that use them.
const pages = import.meta.glob<{ default: ComponentType }>([
  './pages/**/*.tsx',
  '!./pages/**/parts/**',
]);

// Registered before the app boots, so neither the first page's flash nor its config is missed.
// beforeUpdate carries every server answer (once props already merged in), navigate also
// covers pages restored from history.
router.on('beforeUpdate', (event) => syncZiggy(event.detail.page.props));
router.on('navigate', (event) => syncZiggy(event.detail.page.props));
// The flash event fires once per server answer that carries flash data, and for the first page.
// The toast store comes with the first toast (or with a page that raises its own):
// imports resolve in order, so toasts keep theirs.
router.on('flash', (event) => {
  void import('@/lib/toast').then(({ showFlashToasts }) => showFlashToasts(event.detail.flash));
});
// A page that clears history ends a session (sign-out, or the services ending it): nothing
// prefetched while signed in may be shown afterwards.
router.on('navigate', (event) => {
  if (event.detail.page.clearHistory) router.flushAll();
});
holdWritesDuringRestore();

void createInertiaApp({
  // A page comes with its words in its language (docs/i18n.md): the first in the server's
  // choice, each next one in the language its answer names, which the switcher has
  // already loaded, or a sign-in's profile names.
  resolve: async (name, page) => {
    const module = pages[pagePath(name)];
    if (!module) throw new Error(`Page component not found: ${name}`);
    const named = page?.props.language;
    const language = isWordsLanguage(named) ? named : documentLanguage();
    const [loaded] = await Promise.all([module(), preloadLayouts(name), loadWords(language, name)]);
    speak(language);
    return loaded.default;
  },
  layout,
  title,
  // spec §9 page-navigation defaults. The bar's minimum 0.08, speed 200 ms and trickle
  // 200 ms are the built-in progress bar's own settings.
  progress: { delay: 250, color: '#29d' },
  defaults,
  setup({ el, App, props }) {
    // route() is called while the first page renders: the config must be in place before.
    syncZiggy(props.initialPage.props);
    rememberReader();
    const reader = renderedFor(el);
    // Hydrated in the zone and for the screen the server rendered with, then the browser's.
    const app = (
      <Root reader={reader} words={i18n}>
        <App {...props} />
      </Root>
    );
    // A page that does not match it is rendered again here, and React reports it as an
    // error of the page (the browser checks fail on it).
    if (reader) hydrateRoot(el, app);
    else createRoot(el).render(app);
  },
});
