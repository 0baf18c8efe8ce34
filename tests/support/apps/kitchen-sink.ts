import express, { type Express, type Request } from 'express';
import session from 'express-session';
import {
  defer,
  flash,
  inertia,
  inertiaFallback,
  once,
  pageScript,
  scroll,
  withErrors,
} from '../../../server/inertia';

export const VERSION = 'v1';

/** The headers of every request the app received, in order. */
export type Seen = Array<{ method: string; url: string; headers: Request['headers'] }>;

/**
 * A small app on the portal's Inertia adapter with one page of each kind the testing API
 * must handle: a form with an error bag and a redirect with a toast, deferred parts (one
 * failing), a once prop, an infinite-scroll list, and a version check.
 */
export function kitchenSink(seen: Seen = [], version = { current: VERSION }): Express {
  const app = express();
  app.use(express.json());
  app.use(session({ secret: 'testing-api', resave: false, saveUninitialized: true }));
  app.use((req, res, next) => {
    seen.push({ method: req.method, url: req.originalUrl, headers: req.headers });
    res.cookie('XSRF-TOKEN', 'token-1');
    next();
  });
  app.use(
    inertia({
      version: () => version.current,
      rootView: async (page) => `<html><body>${pageScript(page)}<div id="app"></div></body></html>`,
      share: () => ({ app: { name: 'Kitchen' }, ziggy: once(() => ({ routes: 3 })) }),
    }),
  );
  app.get('/form', (_req, res) => res.inertia.render('form', { title: 'Sign up' }));
  app.post('/form', (req, res) => {
    const body = req.body as { name?: string };
    if (!body.name) {
      withErrors(req, { name: 'Name is required.' });
      return res.redirect(303, '/form');
    }
    flash(req, { toasts: [{ message: `Welcome, ${body.name}.`, status: 'success' }] });
    return res.redirect(303, '/list?page=1');
  });
  app.get('/list', (req, res) => {
    const page = Number(req.query.page ?? 1);
    const rows = Array.from({ length: 3 }, (_, i) => ({ id: page * 10 + i, name: `Row ${i}` }));
    return res.inertia.render('list', {
      table: { rows, page, filters: { status: req.query.status ?? null } },
      stats: defer(() => ({ total: 30 })),
      chart: defer(() => ({ points: [1, 2] }), 'slow'),
      broken: defer(
        () => {
          throw new Error('down');
        },
        { group: 'slow', rescue: true },
      ),
    });
  });
  app.get('/feed', (req, res) => {
    const page = Number(req.query.page ?? 1);
    return res.inertia.render('feed', {
      feed: scroll(() => ({ items: [{ id: page * 10 }, { id: page * 10 + 1 }], page }), {
        items: 'items',
        pages: (v) => ({
          currentPage: v.page,
          nextPage: v.page < 3 ? v.page + 1 : null,
          previousPage: v.page > 1 ? v.page - 1 : null,
        }),
      }),
    });
  });
  app.get('/away', (_req, res) => res.inertia.location('/form'));
  app.get('/plain', (_req, res) => res.json({ ok: true }));
  app.use(inertiaFallback());
  return app;
}
