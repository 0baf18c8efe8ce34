import type { Response } from 'express';
import type { FieldErrors } from './errors';

export interface Notification {
  message: string;
  type: 'success' | 'error' | 'info';
  code: number;
}

/** Answers a success envelope; `message` becomes the portal's green toast. */
export function ok(res: Response, data: unknown, message?: string, status = 200): void {
  const body: { success: true; data: unknown; notification?: Notification } = {
    success: true,
    data,
  };
  if (message) body.notification = { message, type: 'success', code: 0 };
  res.status(status).json(body);
}

export function failure(
  res: Response,
  status: number,
  message: string,
  code: number,
  errors?: FieldErrors,
): void {
  res.status(status).json({
    success: false,
    data: null,
    ...(errors ? { errors } : {}),
    notification: { message, type: 'error', code },
  });
}
