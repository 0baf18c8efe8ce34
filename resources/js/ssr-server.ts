/**
 * A render process of its own, for operators who keep rendering apart from the portal
 * (`SSR_URL`): Inertia's render server (POST /render with a page object), on loopback
 * unless SSR_HOST says otherwise. `npm run ssr` starts it from the build.
 */
import type { Page } from '@inertiajs/core';
import createServer from '@inertiajs/react/server';
import { render } from './ssr';

const port = Number(process.env.SSR_PORT ?? 13714);
const host = process.env.SSR_HOST ?? '127.0.0.1';

// The portal adds what it knows of the reader to the page object it sends
// (server/http/ssr.ts).
createServer(
  async (page: Page & { timeZone?: string; narrow?: boolean }) => {
    const { head, html } = await render(page, {
      timeZone: page.timeZone ?? 'UTC',
      narrow: page.narrow === true,
    });
    return { head, body: html };
  },
  { port, host },
);
