import { Router } from 'express';
import { request } from 'undici';

/**
 * Outside production, the one-time codes the embedded services "sent" are readable on the
 * portal's own origin, so a tester can register and link accounts without a phone.
 */
export function devOutbox(mainUrl: string): Router {
  const router = Router();
  router.get('/dev/outbox', async (req, res) => {
    const to = typeof req.query.to === 'string' ? req.query.to : '';
    const url = new URL('/dev/outbox', mainUrl);
    if (to) url.searchParams.set('to', to);
    const upstream = await request(url);
    res
      .status(upstream.statusCode)
      .type('json')
      .send(await upstream.body.text());
  });
  return router;
}
