import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderModule } from '../../../server/http/ssr';
import { signedIn } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';

/**
 * `npm run dev` renders pages on the server from the sources, through Vite's module runner
 * (server/main.ts), which evaluates the packages it bundles as ES modules: one shipped as
 * CommonJS stopped every render there ("exports is not defined"), and the portal fell back
 * to rendering in the browser without a word but a log line.
 */
let portal: Portal;
let vite: ViteDevServer;
beforeAll(async () => {
  portal = await startPortal();
  vite = await createServer({
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
    logLevel: 'silent',
  });
}, 60_000);
afterAll(async () => {
  await vite?.close();
  await portal?.close();
});

describe('the server render from the sources (npm run dev)', () => {
  it.each([
    ['dashboard', 'Recent Shipments'],
    ['dev-kit', 'UI kit'],
  ] as const)(
    'renders %s',
    async (name, text) => {
      // A first load, as the server renders it: with the once props (the route list).
      const { page } = await (await signedIn(portal.app)).open(name);
      const { render } = (await vite.ssrLoadModule('/resources/js/ssr.tsx')) as RenderModule;
      const { html } = await render(page!, { timeZone: 'UTC', narrow: false });
      expect(html).toContain(text);
    },
    60_000,
  );
});
