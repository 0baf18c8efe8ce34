import type { Db } from '../db/connection';
import { branchById } from '../domain/branches';
import {
  customsDocument,
  EXCEPTION_EVENTS,
  refusedCosts,
  rescheduleDates,
} from '../domain/exceptions';
import {
  DOCUMENT_WORDS,
  KIND_WORDS,
  MESSAGE_WORDS,
  SUMMARY_WORDS,
  sayWith,
} from '../domain/words/exceptions';
import { say, type WordLanguage } from '../domain/words/language';
import { addressById, type AddressRow } from './addresses';
import { detailsOf, exceptionsOf, resolutionDetailsOf, type ExceptionRow } from './exceptions';
import { INVOICE_CURRENCY, packageFreight } from './invoices';
import type { PackageRow, ShipmentRow } from './shipments';

/** What happened, in English (MESSAGE_WORDS says it in the caller's language). */
const MESSAGES = {
  address_problem: 'The courier could not find the delivery address.',
  delivery_attempted: 'Nobody was there to take the package.',
  customs_hold: 'Customs hold the package until a document is sent: {document}.',
  refused: 'The consignee refused the package.',
  damaged: 'The package was damaged in transit. Please file a claim with us.',
} as const;

/** How it was resolved, in English (SUMMARY_WORDS). */
const SUMMARIES = {
  correct_address: 'The delivery address was corrected; the package goes back out for delivery.',
  reschedule: 'Delivery rescheduled to {date}.',
  hold_at_branch: 'Held for collection at {branch}.',
  upload_document: 'The document was sent to customs.',
  return_to_shipper: 'The package is returning to the shipper.',
  abandon: 'The package was abandoned at the shipper’s request.',
} as const;

/** The delivery address as it stands, in the address book's fields. */
export function addressFields(address: AddressRow) {
  return {
    company: address.company,
    attention: address.attention,
    address1: address.address1,
    address2: address.address2,
    email: address.email,
    phone: address.phone,
    area_code: address.area_code,
    city: address.city,
    province: address.province,
    country: address.country,
    address_type: address.address_type,
  };
}

export interface ViewContext {
  db: Db;
  shipment: ShipmentRow;
  pkg: PackageRow;
  language: WordLanguage;
  now: Date;
}

/** An exception as the contract answers it (docs/exceptions.md, 'The provider's side'). */
export function exceptionView(row: ExceptionRow, view: ViewContext) {
  const { db, shipment, pkg, language, now } = view;
  const receiver = addressById(db, shipment.receiver_address_id);
  const document =
    row.kind === 'customs_hold' ? customsDocument(detailsOf(row).document ?? '') : null;
  const documentView = document
    ? { type: document.type, label: say(DOCUMENT_WORDS, language, document.label) }
    : null;
  const resolved = resolutionDetailsOf(row);
  return {
    id: row.id,
    kind: row.kind,
    label: say(KIND_WORDS, language, EXCEPTION_EVENTS[row.kind].label),
    message: sayWith(MESSAGE_WORDS, language, MESSAGES[row.kind], {
      document: documentView?.label ?? '',
    }),
    raised_at: row.raised_at,
    status: row.status,
    document: documentView,
    address: row.kind === 'address_problem' && receiver ? addressFields(receiver) : null,
    reschedule_dates:
      row.kind === 'delivery_attempted' && receiver ? rescheduleDates(now, receiver.country) : [],
    costs:
      row.kind === 'refused' ? refusedCosts(packageFreight(shipment, pkg), INVOICE_CURRENCY) : null,
    resolution:
      row.status === 'resolved' && row.resolution_action
        ? {
            action: row.resolution_action,
            summary: sayWith(SUMMARY_WORDS, language, SUMMARIES[row.resolution_action], {
              date: resolved.date ?? '',
              branch: branchById(resolved.branch_id ?? '')?.name ?? '',
            }),
            by: row.resolved_by ?? '',
            at: row.resolved_at ?? '',
          }
        : null,
  };
}

export type ExceptionView = ReturnType<typeof exceptionView>;

/**
 * Per package of `packages`, its exceptions newest first and the open one (or null), for
 * the list rows (`exception`) and the detail (`exception` and `exceptions`).
 */
export function exceptionsByPackage(
  db: Db,
  shipments: Map<number, ShipmentRow>,
  packages: PackageRow[],
  language: WordLanguage,
  now: Date,
): Map<number, { exception: ExceptionView | null; exceptions: ExceptionView[] }> {
  const rows = exceptionsOf(
    db,
    packages.map((pkg) => pkg.id),
  );
  const out = new Map<number, { exception: ExceptionView | null; exceptions: ExceptionView[] }>();
  for (const pkg of packages) {
    const shipment = shipments.get(pkg.shipment_id);
    const own = rows.filter((row) => row.package_id === pkg.id);
    const views = shipment
      ? own.map((row) => exceptionView(row, { db, shipment, pkg, language, now }))
      : [];
    out.set(pkg.id, {
      exception: views.find((view) => view.status === 'open') ?? null,
      exceptions: views,
    });
  }
  return out;
}
