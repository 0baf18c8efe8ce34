import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { clampStep } from '../../../../shared/shipment-wizard/steps';
import type { ReturnOf } from '../../../../shared/shipments/returns';
import {
  emptyValues,
  type PackageValues,
  type ShipmentDraft,
  type WizardValues,
} from '../../../../shared/shipment-wizard/values';

/**
 * The wizard's draft lives in the session (SQLite or Redis), so a reload, another page, a
 * restart of the portal or a failed submit all bring the user back where they were.
 */

/** How many created drafts are remembered against a second submit. */
const REMEMBERED = 20;

/** The draft of the selected account, if the user has one. */
export function currentDraft(req: Request): ShipmentDraft | null {
  const draft = req.session.shipmentDraft;
  return draft && draft.accountId === req.session.selectedAccountId ? draft : null;
}

export function startDraft(
  req: Request,
  values: WizardValues = emptyValues(),
  step = 0,
  returnOf: ReturnOf | null = null,
): ShipmentDraft {
  const draft: ShipmentDraft = {
    id: randomUUID(),
    accountId: req.session.selectedAccountId!,
    step: clampStep(step),
    values,
    ...(returnOf && { returnOf }),
  };
  req.session.shipmentDraft = draft;
  return draft;
}

/** Keeps what the user entered; a draft already created or of another tab is left alone. */
export function keepDraft(req: Request, id: string, step: number, values: WizardValues): boolean {
  const draft = currentDraft(req);
  if (!draft || draft.id !== id) return false;
  req.session.shipmentDraft = { ...draft, step: clampStep(step), values };
  return true;
}

/**
 * What is submitted becomes the session's draft, whatever it held (a session that ended,
 * a discarded draft, another tab): a failure then keeps exactly what the user sent. The
 * same draft stays a return if it was one: that mark is the server's, not the browser's.
 */
export function adoptDraft(req: Request, id: string, step: number, values: WizardValues): void {
  const returnOf = currentDraft(req)?.id === id ? currentDraft(req)?.returnOf : undefined;
  req.session.shipmentDraft = {
    id,
    accountId: req.session.selectedAccountId!,
    step: clampStep(step),
    values,
    ...(returnOf && { returnOf }),
  };
}

export function wasCreated(req: Request, id: string): boolean {
  return (req.session.createdDrafts ?? []).includes(id);
}

/** The draft became a shipment: forget it and remember its id. */
export function finishDraft(req: Request, id: string): void {
  req.session.createdDrafts = [...(req.session.createdDrafts ?? []), id].slice(-REMEMBERED);
  if (req.session.shipmentDraft?.id === id) delete req.session.shipmentDraft;
}

export function discardDraft(req: Request): void {
  delete req.session.shipmentDraft;
}

/**
 * Whether the draft holds anything the user chose beyond the default pickup address and the
 * customs defaults (the reason, the signer and the pickup address's tax number follow from
 * the profile and the packages: a draft nobody has touched is replaced without asking).
 */
export function inProgress(values: WizardValues): boolean {
  const fresh = emptyValues();
  const kept = [
    'senderAddressId',
    'senderAddressText',
    'senderCountry',
    'packages',
    'exportReason',
    'signerName',
    'exporterTaxNumber',
  ];
  if (values.exportReasonChosen === true) return true;
  const touched = (Object.keys(fresh) as Array<keyof WizardValues>).some(
    // A draft kept from before a field existed lacks it: as good as fresh.
    (key) =>
      !kept.includes(key) &&
      JSON.stringify(values[key] ?? fresh[key]) !== JSON.stringify(fresh[key]),
  );
  const blank = (pkg: PackageValues) =>
    pkg.items.length === 0 &&
    Object.entries(pkg).every(([key, value]) => key === 'key' || key === 'items' || value === '');
  return touched || values.packages.length !== 1 || !values.packages.every(blank);
}
