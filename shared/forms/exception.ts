import * as z from 'zod/mini';
import { messages } from '../messages';
import { required } from './fields';

/**
 * The fixes of a package's exception that take values (docs/exceptions.md). The address
 * correction is the address form of a consignee (`customerAddressForm`); returning and
 * abandoning take none.
 */
export const RESCHEDULE_LABEL = /*i18n*/ 'Delivery day';
export const BRANCH_LABEL = /*i18n*/ 'Branch';

export const rescheduleForm = z.object({ date: required(RESCHEDULE_LABEL) });
export const holdAtBranchForm = z.object({ branchId: required(BRANCH_LABEL) });

/** The fixes the resolve route takes, named in its path (routes/shipments.ts). */
export const FIX_ACTIONS = [
  'correct_address',
  'reschedule',
  'hold_at_branch',
  'return_to_shipper',
  'abandon',
] as const;
export type FixAction = (typeof FIX_ACTIONS)[number];

/** The path's action; the route's pattern lets no other reach the handler. */
export function fixActionOf(value: unknown): FixAction {
  const action = FIX_ACTIONS.find((known) => known === value);
  if (!action) throw new Error(`not a fix: ${String(value)}`);
  return action;
}

/** The largest document a customs hold takes (the provider's limit too). */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** customs_hold: the file chosen; what it is, and its size, the server checks as it streams. */
export const documentForm = z.object({
  document: z.custom<Blob>(
    (value) => typeof value === 'object' && value !== null && 'size' in value,
    messages.exceptions.documentMissing,
  ),
});
