import type { Handler } from '../../routes/types';

/**
 * Screens whose issue has not landed yet: the route, its name and its guards exist (so
 * links and guards work everywhere), and the page says plainly that it is not ready.
 */
export const pending: Handler = async (_req, res) => {
  res.status(501);
  await res.inertia.render('errors/error', {
    status: 501,
    message: 'This screen is not available yet.',
  });
};
