import type { Request, Response } from 'express';

/**
 * What a request expects back, so that the one failure middleware (failures.ts) renders a
 * failure as the browser can show it:
 * - `page`: a GET, a first load or an Inertia visit: the error page (HTML or page object);
 * - `form`: a post, put, patch or delete of a form: back to it, messages or a toast;
 * - `json`: a widget's fetch(): a status and the helper's empty answer;
 * - `file`: one item's file (a label, an invoice): an item the provider does not give
 *   this account is the 404 page, as if it did not exist;
 * - `export`: a file made of a list (CSV): a list the provider does not offer is as
 *   unavailable as an outage.
 * A download that cannot be had says so on the error page in its own words.
 */
export type Expected =
  | { kind: 'page' }
  | { kind: 'form' }
  | { kind: 'json'; empty: unknown }
  | { kind: 'file' | 'export'; unavailable: string };

export type Download = Extract<Expected, { unavailable: string }>;

const EXPECTED = 'answer:expected';

/** Marks the request as a widget's fetch(): a failure answers `empty` with a status. */
export function expectJson(res: Response, empty: unknown): void {
  res.locals[EXPECTED] = { kind: 'json', empty } satisfies Expected;
}

/** Marks the request as a download; `unavailable` is said when the file cannot be had. */
export function expectDownload(res: Response, kind: Download['kind'], unavailable: string): void {
  res.locals[EXPECTED] = { kind, unavailable } satisfies Expected;
}

export function expectedAnswer(req: Request, res: Response): Expected {
  const marked = res.locals[EXPECTED] as Expected | undefined;
  if (marked) return marked;
  return req.method === 'GET' || req.method === 'HEAD' ? { kind: 'page' } : { kind: 'form' };
}

/**
 * A JSON helper's answer (the browser's selects and pickers): `work`'s result, or, when it
 * throws, `empty` with the failure's status (failures.ts), which the widget shows as
 * 'No options'.
 */
export async function answerJson<T>(
  res: Response,
  empty: T,
  work: () => Promise<T>,
  cacheControl = 'private, no-store',
): Promise<void> {
  expectJson(res, empty);
  const body = await work();
  res.set('Cache-Control', cacheControl).json(body);
}
