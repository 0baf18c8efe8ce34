import { route } from '@/lib/route';
import type { FixAction } from '@shared/forms/exception';

/** The exception a fix is for, as the routes name its parts. */
export interface ExceptionTarget {
  shipment: string;
  package: string;
  exception: string;
}

/** Where a fix is posted: its action is part of the path (routes/shipments.ts). */
export const fixUrl = (target: ExceptionTarget, action: FixAction) =>
  route('shipments.resolve-exception', { ...target, action });

/** The error bag of the drawer's fixes: the page behind keeps its own. */
export const FIX_ERROR_BAG = 'exception';

/**
 * A fix's visit: the drawer stays open and where it was, and shows the package resolved. The
 * page comes back with its tracking, list and count alone (the props of the two pages that
 * draw the drawer): the drawer is not drawn afresh, so a refusal stays under its field.
 */
export const FIX_VISIT = {
  preserveScroll: true,
  preserveState: true,
  only: ['tracking', 'table', 'attention'],
};
