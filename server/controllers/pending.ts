import { render } from '../http/render';
import type { Handler } from '../routing/handler';

const placeholders = new WeakSet<Handler>();

/**
 * Screens whose issue has not landed yet: the route, its name and its guards exist (so
 * links, menus and guards work everywhere), and the page says plainly, inside the
 * signed-in shell, that it is not ready.
 */
export const pending = (title: string): Handler => {
  const handler: Handler = async (_req, res) => {
    res.status(501);
    await render(res, 'pending', { title });
  };
  placeholders.add(handler);
  return handler;
};

/** Whether a route is still answered by a placeholder (the tests check only those). */
export const isPending = (handler: Handler): boolean => placeholders.has(handler);
