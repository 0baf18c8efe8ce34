import type { Request, Response } from 'express';
import { claimForm, isClaimKind } from '../../../../shared/forms/claim';
import { fill } from '../../../../shared/i18n/wording';
import { messages } from '../../../../shared/messages';
import { claimableView, fileClaim } from '../../../api/claims';
import { rescue } from '../../../api/meanings';
import { InvalidForm, NotFound } from '../../../failures';
import { toast } from '../../../http/toast';
import { validated } from '../../../http/validate';
import { requireAccount } from '../../support/account-context';
import { ownShipmentDetail } from './own-shipment';

/**
 * 'File a claim' from a package's tracking drawer (docs/claims.md). The package must be the
 * account's and claimable now: one past its deadline is refused here with the date, and
 * nothing is sent. The fields are checked by the dialog's own rules against the package's
 * declared value; the provider's refusals land under them, or above the form (`form`) when
 * they are of the package itself (a second claim). The photos follow, one request each
 * (`claim.photos`), once the claim exists.
 */

const words = messages.claims;

/** The dialog's own fields, as the provider names them. */
const FIELDS = { kind: 'kind', amount: 'amount', description: 'description' } as const;

function underFormNames(fields: Record<string, string>): never {
  const mapped: Record<string, string> = {};
  for (const [name, message] of Object.entries(fields)) {
    const own = FIELDS[name as keyof typeof FIELDS];
    mapped[own ?? 'form'] ??= message;
  }
  throw new InvalidForm(mapped);
}

export async function fileFromDrawer(req: Request, res: Response): Promise<void> {
  const account = requireAccount(req);
  const shipment = String(req.params.shipment);
  const packageId = String(req.params.package);
  const detail = await ownShipmentDetail(account, shipment);
  const pkg = detail.packages.find((p) => p.id === packageId);
  if (!pkg) throw new NotFound('no such package on this shipment');
  const claimable = claimableView(pkg.claimable);
  if (!claimable) throw new InvalidForm({ form: words.notClaimable });
  if (claimable.pastDeadline) {
    throw new InvalidForm({ form: fill(words.pastDeadline, { date: claimable.deadline }) });
  }
  const values = validated(req, claimForm(claimable));
  if (!isClaimKind(values.kind)) throw new InvalidForm({ kind: words.notClaimable });
  const filed = await rescue(
    fileClaim(account.up, account.token, account.client, {
      shipment,
      packageId,
      kind: values.kind,
      amount: { value: Number(values.amount), currency: claimable.declaredValue.currency },
      description: values.description,
    }),
    { fields: underFormNames },
  );
  if (filed) toast(req, words.filed, 'success');
  res.inertia.back();
}
