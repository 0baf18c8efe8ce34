import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { failure } from './envelope';
import { ApiError } from './errors';

/**
 * One service's Express app: JSON in, the contract's envelope out for every answer,
 * including unknown paths, unreadable bodies and our own bugs (logged, never shown).
 */
export function createServiceApp(
  service: string,
  log: (line: string) => void,
  register: (app: Express) => void,
  largeBodies?: { path: RegExp; limit: string },
): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', 'simple');
  // JSON bodies up to 1 MB; the one path that carries a file (a customs document, in
  // base64) up to its own limit.
  const json = express.json({ limit: '1mb' });
  const large = largeBodies ? express.json({ limit: largeBodies.limit }) : json;
  app.use((req, res, next) =>
    largeBodies?.path.test(req.path) ? large(req, res, next) : json(req, res, next),
  );
  register(app);
  app.use((_req: Request, res: Response) => failure(res, 404, 'Not found.', 404));
  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (err instanceof ApiError) {
      failure(res, err.status, err.message, err.code, err.errors);
      return;
    }
    const status = (err as { status?: unknown; type?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const message =
        (err as { type?: unknown }).type === 'entity.parse.failed'
          ? 'The request body is not valid JSON.'
          : 'The request could not be read.';
      failure(res, status, message, status);
      return;
    }
    const reason = err instanceof Error ? err.message : String(err);
    log(`${service} ${req.method} ${req.path} failed: ${reason}`);
    failure(res, 500, 'Something went wrong on our side. Please try again.', 500);
  });
  return app;
}
