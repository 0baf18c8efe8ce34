import type { Request, Response } from 'express';
import { customerAddressForm } from '../../../../shared/forms/address';
import {
  DOCUMENT_MAX_BYTES,
  fixActionOf,
  holdAtBranchForm,
  rescheduleForm,
} from '../../../../shared/forms/exception';
import { messages } from '../../../../shared/messages';
import {
  fixFieldErrors,
  resolveException,
  uploadExceptionDocument,
  type ExceptionRef,
  type Fix,
} from '../../../api/exceptions';
import { refusalStatus, rescue } from '../../../api/meanings';
import { InvalidForm, NotFound } from '../../../failures';
import { withStreamedUpload } from '../../../http/streamed-upload';
import { toast } from '../../../http/toast';
import { validated } from '../../../http/validate';
import { requireAccount, type AccountContext } from '../../support/account-context';
import { ownShipmentDetail } from './own-shipment';

/**
 * A package's exception fixed from the tracking drawer (docs/exceptions.md): the fix is
 * checked here by the rules the drawer's forms run, sent to the provider, and the page comes
 * back with the package's tracking showing it resolved, and a toast. The provider's refusal
 * lands under the form's fields, or as a toast.
 */

const words = messages.exceptions;

/**
 * The exception the path names, once the account's shipment is known to have it: another
 * account's, or none, is the 404 page, and nothing is sent. A 404 on the fix itself can then
 * only mean a provider without the extension.
 */
async function ownException(req: Request, account: AccountContext): Promise<ExceptionRef> {
  const ref: ExceptionRef = {
    client: account.client,
    shipment: String(req.params.shipment),
    packageId: String(req.params.package),
    exception: String(req.params.exception),
  };
  const detail = await ownShipmentDetail(account, ref.shipment);
  const pkg = detail.packages.find((p) => p.id === ref.packageId);
  const known = [...(pkg?.exceptions ?? []), ...(pkg?.exception ? [pkg.exception] : [])];
  if (!known.some((e) => e.id === ref.exception)) {
    throw new NotFound('no such exception on this package');
  }
  return ref;
}

/** The fix the path names, its values checked by its own form's rules. */
function fixOf(req: Request): Fix {
  const action = fixActionOf(req.params.action);
  switch (action) {
    case 'correct_address':
      return { action, address: validated(req, customerAddressForm) };
    case 'reschedule':
      return { action, date: validated(req, rescheduleForm).date };
    case 'hold_at_branch':
      return { action, branchId: validated(req, holdAtBranchForm).branchId };
    default:
      return { action };
  }
}

/** A provider without the extension answers 404 for the call's path: said as such. */
const notOffered = (req: Request) => () => {
  toast(req, messages.billing.notOffered, 'error');
  return null;
};

/**
 * A fix the exception's kind does not take (the provider's 422 on `action`): no field of the
 * drawer holds it, so it is said as a toast. Whether it was that refusal.
 */
function refusedAction(req: Request, fields: Record<string, string>): boolean {
  if (!fields.action) return false;
  toast(req, fields.action, 'error');
  return true;
}

export async function resolveFromDrawer(req: Request, res: Response): Promise<void> {
  const fix = fixOf(req);
  const account = requireAccount(req);
  const ref = await ownException(req, account);
  const resolved = await rescue(resolveException(account.up, account.token, ref, fix), {
    notOffered: notOffered(req),
    fields: (fields, err) => (refusedAction(req, fields) ? null : fixFieldErrors(fix, err)),
  });
  if (resolved) toast(req, words.fixed[fix.action], 'success');
  res.inertia.back();
}

/**
 * The document a customs hold asks for, streamed to the provider as it arrives: never held
 * whole (docs/exceptions.md). Refused under the form's `document` field: none, over 10 MB,
 * not a PDF, JPEG or PNG by its content, or a PDF carrying files inside it.
 */
export async function uploadFromDrawer(req: Request, res: Response): Promise<void> {
  const account = requireAccount(req);
  const ref = await ownException(req, account);
  const sent = await withStreamedUpload(
    req,
    {
      field: 'document',
      maxBytes: DOCUMENT_MAX_BYTES,
      messages: {
        missing: words.documentMissing,
        tooLarge: words.documentTooLarge,
        wrongType: words.documentType,
        attachments: words.documentAttachments,
      },
    },
    (file) =>
      rescue(uploadExceptionDocument(account.up, account.token, ref, file), {
        notOffered: notOffered(req),
        fields: (fields, err) => {
          if (refusedAction(req, fields)) return null;
          throw err;
        },
      }).catch((err: unknown) => {
        // The provider's own size limit, said as ours.
        if (refusalStatus(err) === 413) throw new InvalidForm({ document: words.documentTooLarge });
        throw err;
      }),
  );
  if (sent) toast(req, words.fixed.upload_document, 'success');
  res.inertia.back();
}
