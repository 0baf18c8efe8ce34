import type { Request } from 'express';
import type { ToastMessage, ToastStatus } from '../../shared/types';
import { flash, pendingFlash } from '../inertia';

/** Queue a toast for the next page the user sees (several may pile up before it renders). */
export function toast(req: Request, message: string, status: ToastStatus): void {
  const queued = (pendingFlash(req).toasts as ToastMessage[] | undefined) ?? [];
  flash(req, { toasts: [...queued, { message, status }] });
}
