import type { Request, Response } from 'express';

/**
 * A route's handler: it reads as the happy path. Failures are thrown (server/http/
 * failures.ts) and become field errors, toasts or error pages in one place.
 */
export type Handler = (req: Request, res: Response) => void | Promise<void>;
