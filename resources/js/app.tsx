import '../css/app.css';
import { createInertiaApp, router } from '@inertiajs/react';
import { Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { layoutsFor, preloadLayouts } from '@/layouts';
import { showFlashToasts } from '@/lib/toast';
import { routeNameAt, syncZiggy } from '@/lib/ziggy';

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
router.on('flash', (event) => showFlashToasts(event.detail.flash));
// A page that clears history ends a session (sign-out, or the services ending it): nothing
// prefetched while signed in may be shown afterwards.
router.on('navigate', (event) => {
  if (event.detail.page.clearHistory) router.flushAll();
});

void createInertiaApp({
  resolve: async (name) => {
    const page = pages[`./pages/${name}.tsx`];
    if (!page) throw new Error(`Page component not found: ${name}`);
    const [module] = await Promise.all([page(), preloadLayouts(name)]);
    return module.default;
  },
  layout: (name, page) => layoutsFor(name, routeNameAt(page.url)),
  title: (title) => (title ? `${title} | Courier Portal` : 'Courier Portal'),
  // spec §9 page-navigation defaults. The bar's minimum 0.08, speed 200 ms and trickle
  // 200 ms are the built-in progress bar's own settings.
  progress: { delay: 250, color: '#29d' },
  defaults: { prefetch: { cacheFor: 30_000, hoverDelay: 75 } },
  setup({ el, App, props }) {
    // route() is called while the first page renders: the config must be in place before.
    syncZiggy(props.initialPage.props);
    // The signed-in shells are lazy components: Suspense holds the page until its shell is
    // there (it was preloaded with the page, so this is no extra wait).
    createRoot(el).render(
      <Suspense>
        <App {...props} />
      </Suspense>,
    );
  },
});
