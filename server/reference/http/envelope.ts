import type { Response } from 'express';
import type { FieldErrors } from './errors';

export interface Notification {
  message: string;
  type: 'success' | 'error' | 'info';
  code: number;
}

export interface SuccessEnvelope {
  success: true;
  data: unknown;
  notification?: Notification;
}

/** A success envelope; `message` becomes the portal's green toast. */
export function okBody(data: unknown, message?: string): SuccessEnvelope {
  const body: SuccessEnvelope = { success: true, data };
  if (message) body.notification = { message, type: 'success', code: 0 };
  return body;
}

/** Answers a success envelope; `message` becomes the portal's green toast. */
export function ok(res: Response, data: unknown, message?: string, status = 200): void {
  res.status(status).json(okBody(data, message));
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
