import type { Request } from 'express';
import type { ToastMessage, ToastStatus } from '../../shared/types';
import { flash, pendingFlash } from '../inertia';

/** Queue a toast for the next page the user sees (several may pile up before it renders). */
export function toast(req: Request, message: string, status: ToastStatus): void {
  const queued = (pendingFlash(req).toasts as ToastMessage[] | undefined) ?? [];
  flash(req, { toasts: [...queued, { message, status }] });
}

/** spec §8: an upstream notification's type picks the toast colour. */
export function toastStatus(type: string | undefined): ToastStatus {
  return type === 'success' || type === 'error' ? type : 'info';
}

/**
 * spec §8: an upstream notification is shown as a toast on the next page; `fallback`
 * (a success) stands in when the service sent none.
 */
export function notify(
  req: Request,
  notification: { message: string; type?: string } | undefined,
  fallback?: string,
): void {
  if (notification?.message) toast(req, notification.message, toastStatus(notification.type));
  else if (fallback) toast(req, fallback, 'success');
}
