import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { messages, type PageErrorStatus } from '../../shared/messages';
import { say, type Wording } from '../../shared/i18n/wording';
import type { WayBack } from '../../shared/types';
import { requestIdOf } from '../ops/request-context';
import { wordsOf } from './language';
import { render } from './render';
import { recordFault } from './request-log';

const messageFor = (status: number) =>
  status in messages.page ? messages.page[status as PageErrorStatus] : messages.page[500];

const WAY_BACK = 'error:way-back';

/**
 * The way back the error page offers, should this request fail: a download opened in a tab
 * of its own leads back to the screen it was asked from, as that screen was.
 */
export function offerWayBack(res: Response, back: WayBack): void {
  res.locals[WAY_BACK] = back;
}

/**
 * An error page the browser can always show: an Inertia page when possible, else HTML.
 * `message` (a download's own words) stands in for the status's usual one.
 */
export async function renderError(
  res: Response,
  status: number,
  wording: Wording = messageFor(status),
): Promise<void> {
  res.status(status);
  const message = say(wordsOf(res.req), wording);
  const reference = requestIdOf(res);
  const back = res.locals[WAY_BACK] as WayBack | undefined;
  if (res.inertia) {
    await render(res, 'errors/error', {
      status,
      message,
      ...(reference && { reference }),
      ...(back && { back }),
    });
  } else {
    // The id is ours (made or checked in ops/request-context.ts): nothing to escape.
    const quoted = reference ? `<p>reference: ${reference}</p>` : '';
    res
      .type('html')
      .send(`<!doctype html><title>${status}</title><h1>${status}</h1><p>${message}</p>${quoted}`);
  }
}

export const notFound: RequestHandler = async (_req, res) => {
  await renderError(res, 404);
};

export const errorHandler: ErrorRequestHandler = async (err: unknown, _req, res, _next) => {
  const status =
    typeof err === 'object' && err && 'status' in err && typeof err.status === 'number'
      ? err.status
      : 500;
  if (status >= 500) recordFault(res, err);
  if (res.headersSent) return void res.end();
  await renderError(res, status >= 400 && status < 600 ? status : 500);
};
