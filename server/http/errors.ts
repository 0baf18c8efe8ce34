import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { deps } from '../deps';

const MESSAGES: Record<number, string> = {
  403: 'You do not have access to this page.',
  404: 'The page you are looking for could not be found.',
  413: 'What you sent is too large.',
  500: 'Something went wrong on our side. Please try again.',
  503: 'The service is temporarily unavailable. Please try again shortly.',
};

/** An error page the browser can always show: an Inertia page when possible, else HTML. */
export async function renderError(res: Response, status: number): Promise<void> {
  const message = MESSAGES[status] ?? MESSAGES[500]!;
  res.status(status);
  if (res.inertia) {
    await res.inertia.render('errors/error', { status, message });
  } else {
    res
      .type('html')
      .send(`<!doctype html><title>${status}</title><h1>${status}</h1><p>${message}</p>`);
  }
}

export const notFound: RequestHandler = async (_req, res) => {
  await renderError(res, 404);
};

export const errorHandler: ErrorRequestHandler = async (err: unknown, req, res, _next) => {
  const status =
    typeof err === 'object' && err && 'status' in err && typeof err.status === 'number'
      ? err.status
      : 500;
  if (status >= 500) deps(req).logger.error({ err, url: req.originalUrl }, 'request failed');
  if (res.headersSent) return void res.end();
  await renderError(res, status >= 400 && status < 600 ? status : 500);
};
