import { addBusinessDays, localClock, weekendOf } from './delivery-date';

/**
 * Exceptions on packages (docs/exceptions.md): what went wrong, which fix each kind takes,
 * the days a missed delivery can be moved to, what sending back or abandoning a refused
 * package costs, and whether an uploaded document is what its type says. Pure rules; the
 * store keeps them (store/exceptions.ts) and the routes apply them (services/main/exceptions.ts).
 */

export const EXCEPTION_KINDS = [
  'address_problem',
  'delivery_attempted',
  'customs_hold',
  'refused',
  'damaged',
] as const;
export type ExceptionKind = (typeof EXCEPTION_KINDS)[number];

export const RESOLUTION_ACTIONS = [
  'correct_address',
  'reschedule',
  'hold_at_branch',
  'upload_document',
  'return_to_shipper',
  'abandon',
] as const;
export type ResolutionAction = (typeof RESOLUTION_ACTIONS)[number];

/** The fixes each kind takes; a damaged package takes none here (the customer files a claim). */
export const ACTIONS_BY_KIND: Readonly<Record<ExceptionKind, readonly ResolutionAction[]>> = {
  address_problem: ['correct_address'],
  delivery_attempted: ['reschedule', 'hold_at_branch'],
  customs_hold: ['upload_document'],
  refused: ['return_to_shipper', 'abandon'],
  damaged: [],
};

export const takesAction = (kind: ExceptionKind, action: string): action is ResolutionAction =>
  (ACTIONS_BY_KIND[kind] as readonly string[]).includes(action);

/** The documents customs ask for, with their names in English (words/exceptions.ts says them). */
export const CUSTOMS_DOCUMENTS = [
  { type: 'commercial_invoice', label: 'Commercial invoice' },
  { type: 'import_licence', label: 'Import licence' },
  { type: 'id_copy', label: "Copy of the consignee's ID" },
  { type: 'certificate_of_origin', label: 'Certificate of origin' },
] as const;
export type CustomsDocument = (typeof CUSTOMS_DOCUMENTS)[number]['type'];

export const customsDocument = (type: string) =>
  CUSTOMS_DOCUMENTS.find((document) => document.type === type) ?? CUSTOMS_DOCUMENTS[0];

/** How many days a missed delivery can be moved to. */
export const RESCHEDULE_DAYS = 5;

/**
 * The next five business days at the destination, 'YYYY-MM-DD', counted from its calendar
 * today (its own weekend skipped: Friday and Saturday in the Gulf, Saturday and Sunday
 * elsewhere); today itself is too late for the courier's round.
 */
export function rescheduleDates(now: Date, destinationCountry: string): string[] {
  const today = localClock(now, destinationCountry).date;
  const weekend = weekendOf(destinationCountry);
  return Array.from({ length: RESCHEDULE_DAYS }, (_, index) =>
    addBusinessDays(today, index + 1, weekend),
  );
}

/** Sending a refused package back is carried as a new shipment: its freight and the fuel surcharge. */
export const RETURN_FUEL_SURCHARGE = 0.12;
/** Abandoning it costs the handling and disposal: a quarter of its freight, at least 5. */
export const ABANDON_SHARE = 0.25;
export const ABANDON_MINIMUM = 5;

const cents = (value: number) => Math.round(value * 100) / 100;

/** What each fix of a refused package costs, from the package's freight on the shipment's tariff. */
export function refusedCosts(freight: number, currency: string) {
  return {
    return_to_shipper: { value: cents(freight * (1 + RETURN_FUEL_SURCHARGE)), currency },
    abandon: { value: cents(Math.max(ABANDON_MINIMUM, freight * ABANDON_SHARE)), currency },
  };
}

/** The document types an upload may carry, by Content-Type, and how each file begins. */
export const DOCUMENT_SIGNATURES: Readonly<Record<string, Buffer>> = {
  'application/pdf': Buffer.from('%PDF-', 'latin1'),
  'image/jpeg': Buffer.from([0xff, 0xd8, 0xff]),
  'image/png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
};

/** An uploaded document is at most this large. */
export const MAX_EXCEPTION_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** The media type a Content-Type header names ('application/pdf; x=y' → 'application/pdf'). */
export const mediaType = (contentType: string | undefined) =>
  (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** Whether a file that begins with `head` is what `type` says (PDF, JPEG or PNG). */
export function documentMatches(type: string, head: Buffer): boolean {
  const signature = DOCUMENT_SIGNATURES[type];
  return signature !== undefined && head.subarray(0, signature.length).equals(signature);
}

/** What the package's tracking says when an exception is raised: one event per kind. */
export const EXCEPTION_EVENTS: Readonly<
  Record<ExceptionKind | ResolutionAction, { slug: string; label: string; code: string }>
> = {
  address_problem: { slug: 'address_problem', label: 'Address problem', code: 'AP' },
  delivery_attempted: { slug: 'delivery_attempted', label: 'Delivery attempted', code: 'DA' },
  customs_hold: { slug: 'customs_hold', label: 'Held by customs', code: 'CH' },
  refused: { slug: 'refused', label: 'Refused by the consignee', code: 'RF' },
  damaged: { slug: 'damaged', label: 'Damaged in transit', code: 'DM' },
  correct_address: { slug: 'address_corrected', label: 'Delivery address corrected', code: 'AC' },
  reschedule: { slug: 'delivery_rescheduled', label: 'Delivery rescheduled', code: 'RS' },
  hold_at_branch: { slug: 'held_at_branch', label: 'Held at a branch for collection', code: 'HB' },
  upload_document: {
    slug: 'customs_document_received',
    label: 'Customs document received',
    code: 'CD',
  },
  return_to_shipper: {
    slug: 'returning_to_shipper',
    label: 'Returning to the shipper',
    code: 'RT',
  },
  abandon: { slug: 'abandoned', label: 'Abandoned', code: 'AB' },
};

/**
 * Which kind the simulator raises on a package on its way: customs hold only a package
 * crossing a border, and the door's problems (nobody in, refused, address not found) only
 * one out for delivery. `draw` is in [0, 1).
 */
export function kindFor(status: string, international: boolean, draw: number): ExceptionKind {
  const kinds: ExceptionKind[] =
    status === 'out_for_delivery'
      ? ['delivery_attempted', 'address_problem', 'refused']
      : international
        ? ['customs_hold', 'damaged']
        : ['damaged', 'address_problem'];
  return kinds[Math.min(kinds.length - 1, Math.floor(draw * kinds.length))] ?? 'damaged';
}
