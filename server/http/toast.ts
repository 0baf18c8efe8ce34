import type { Request } from 'express';
import { say, type Wording } from '../../shared/i18n/wording';
import type { ToastMessage, ToastStatus } from '../../shared/types';
import { flash, pendingFlash } from '../inertia';
import { wordsOf } from './language';

/**
 * Toasts kept for the next page: enough for what one action can say, few enough that a
 * flood of rejected requests (nobody reads them) cannot grow the session or the page.
 */
export const MAX_QUEUED_TOASTS = 5;

/**
 * Queue a toast for the next page the user sees, in the reader's language (a message of
 * the portal, or a provider's the portal has words for; any other as the provider sent it).
 * Several may pile up before it renders: the same message twice is shown once (the newer
 * one), and only the newest few are kept.
 */
export function toast(req: Request, wording: Wording, status: ToastStatus): void {
  const message = say(wordsOf(req), wording);
  const queued = (pendingFlash(req).toasts as ToastMessage[] | undefined) ?? [];
  const others = queued.filter((t) => t.message !== message || t.status !== status);
  flash(req, { toasts: [...others, { message, status }].slice(-MAX_QUEUED_TOASTS) });
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
  fallback?: Wording,
): void {
  if (notification?.message) toast(req, notification.message, toastStatus(notification.type));
  else if (fallback) toast(req, fallback, 'success');
}
