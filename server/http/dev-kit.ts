import { Router } from 'express';
import { render } from './render';

/**
 * Outside production, every part of the UI kit on one page (/dev/kit), so that a change to
 * the kit can be seen, and checked for accessibility, in one place.
 */
export function devKit(): Router {
  const router = Router();
  router.get('/dev/kit', async (_req, res) => {
    await render(res, 'dev/kit', {});
  });
  return router;
}
