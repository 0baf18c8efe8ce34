import { z } from 'zod';
import type { PackageCard, PartyView, ShipmentRowView } from '../../shared/shipments/types';
import { allDelivered, isDeliveredStatus } from '../../shared/shipments/returns';
import { crossesBorder } from '../../shared/customs/downloads';
import { exceptionBadge, optionalException } from './exceptions';
import { apiId, apiText } from './schemas';
import { oneLink, returnFields, returnLinks } from './shipment-returns';

/**
 * A row of My Shipments' list, as the provider sends it and as the portal shows it.
 *
 * The zod schema below is the rule: lenient where backends commonly differ (numbers for
 * ids, null for absent text), strict only where the portal cannot go on without the value.
 * Every visit reads ten of these rows, and zod copies each object it checks before the view
 * copies it again, so the usual row (strings, numbers and nulls where the rule expects
 * them) is checked and turned into its view in one pass (`quickRow`); anything else goes
 * through the schema, which decides as it always has. tests/unit/shipments/list-rows.test.ts
 * holds the two to the same answers.
 */

const text = apiText;
const id = apiId;

const party = z
  .object({ company: text, attention: text, address1: text, city: text, country: text })
  .nullish();

export const statusSchema = z
  .object({ slug: text.optional(), name: text, label: text })
  .partial()
  .nullish();

const listPackage = z.object({
  id,
  type: text,
  awb: text,
  status: statusSchema,
  // Extension (docs/exceptions.md): its open exception, the row's badge.
  exception: optionalException,
});

export const listRow = z.object({
  shipment_id: id,
  mawb: text,
  order_reference: text,
  created_at: text,
  eta: text,
  sender: party,
  receiver: party,
  packages: z.array(listPackage).nullish(),
  ...returnFields,
});

/** spec §8: the label, else the name, else 'Unknown'. */
export const statusText = (status: z.infer<typeof statusSchema>) =>
  status?.label || status?.name || 'Unknown';

function partyView(p: z.infer<typeof party>): PartyView | null {
  if (!p) return null;
  const name = p.company || p.attention;
  const line = [p.address1, p.city, p.country].filter(Boolean).join(', ');
  return name || line ? { name, line } : null;
}

/** The view of a row the schema has read. */
export function rowView(row: z.infer<typeof listRow>): ShipmentRowView {
  const packages = row.packages ?? [];
  return {
    ...returnLinks(row),
    returnable: allDelivered(
      packages.map((p) => ({ delivered: isDeliveredStatus(p.status?.slug, statusText(p.status)) })),
    ),
    id: row.shipment_id,
    parentAwb: row.mawb,
    orderReference: row.order_reference,
    international: crossesBorder(row.sender?.country ?? '', row.receiver?.country ?? ''),
    shipper: partyView(row.sender),
    consignee: partyView(row.receiver),
    createdAt: row.created_at,
    estimatedDelivery: row.eta,
    packages: packages.map((pkg): PackageCard => ({
      id: pkg.id,
      type: pkg.type,
      awb: pkg.awb,
      status: statusText(pkg.status),
      statusSlug: pkg.status?.slug || null,
      exception: exceptionBadge(pkg.exception),
    })),
  };
}

/** Marks a value the one pass leaves to the schema. */
const UNUSUAL = Symbol('unusual');
type Unusual = typeof UNUSUAL;

type Raw = Record<string, unknown>;

const isRecord = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `apiText`: a string, a number as its digits, '' for null or absent. */
function quickText(v: unknown): string | Unusual {
  if (typeof v === 'string') return v;
  if (v === null || v === undefined) return '';
  return typeof v === 'number' && Number.isFinite(v) ? String(v) : UNUSUAL;
}

/** `apiId`: a string, or a number as its digits; nothing else. */
function quickId(v: unknown): string | Unusual {
  if (typeof v === 'string') return v;
  return typeof v === 'number' && Number.isFinite(v) ? String(v) : UNUSUAL;
}

function quickParty(v: unknown): PartyView | null | Unusual {
  if (v === null || v === undefined) return null;
  if (!isRecord(v)) return UNUSUAL;
  const company = quickText(v.company);
  const attention = quickText(v.attention);
  const address1 = quickText(v.address1);
  const city = quickText(v.city);
  const country = quickText(v.country);
  if (
    company === UNUSUAL ||
    attention === UNUSUAL ||
    address1 === UNUSUAL ||
    city === UNUSUAL ||
    country === UNUSUAL
  ) {
    return UNUSUAL;
  }
  return partyView({ company, attention, address1, city, country });
}

/** A package's card and whether it is delivered, or UNUSUAL. */
function quickPackage(v: unknown): { card: PackageCard; delivered: boolean } | Unusual {
  if (!isRecord(v)) return UNUSUAL;
  const pkgId = quickId(v.id);
  const type = quickText(v.type);
  const awb = quickText(v.awb);
  if (pkgId === UNUSUAL || type === UNUSUAL || awb === UNUSUAL) return UNUSUAL;
  let slug = '';
  let name = '';
  let label = '';
  const status = v.status;
  if (status !== null && status !== undefined) {
    if (!isRecord(status)) return UNUSUAL;
    const s = quickText(status.slug);
    const n = quickText(status.name);
    const l = quickText(status.label);
    if (s === UNUSUAL || n === UNUSUAL || l === UNUSUAL) return UNUSUAL;
    slug = s;
    name = n;
    label = l;
  }
  const shown = label || name || 'Unknown';
  // Rare, and read by its schema: a package's open exception (docs/exceptions.md).
  const exception =
    v.exception === null || v.exception === undefined
      ? null
      : exceptionBadge(optionalException.parse(v.exception));
  return {
    card: { id: pkgId, type, awb, status: shown, statusSlug: slug || null, exception },
    delivered: isDeliveredStatus(slug, shown),
  };
}

/** The row's view in one pass, or UNUSUAL when the schema must decide. */
export function quickRow(v: unknown): ShipmentRowView | Unusual {
  if (!isRecord(v)) return UNUSUAL;
  const rowId = quickId(v.shipment_id);
  const mawb = quickText(v.mawb);
  const reference = quickText(v.order_reference);
  const createdAt = quickText(v.created_at);
  const eta = quickText(v.eta);
  const shipper = quickParty(v.sender);
  const consignee = quickParty(v.receiver);
  if (
    rowId === UNUSUAL ||
    mawb === UNUSUAL ||
    reference === UNUSUAL ||
    createdAt === UNUSUAL ||
    eta === UNUSUAL ||
    shipper === UNUSUAL ||
    consignee === UNUSUAL
  ) {
    return UNUSUAL;
  }
  const rawPackages = v.packages;
  if (rawPackages !== null && rawPackages !== undefined && !Array.isArray(rawPackages)) {
    return UNUSUAL;
  }
  const packages: PackageCard[] = [];
  let delivered = true;
  for (const raw of rawPackages ?? []) {
    const pkg = quickPackage(raw);
    if (pkg === UNUSUAL) return UNUSUAL;
    packages.push(pkg.card);
    delivered &&= pkg.delivered;
  }
  const links =
    (v.return_of === null || v.return_of === undefined) &&
    (!Array.isArray(v.returns) || v.returns.length === 0)
      ? { returnOf: null, returns: [] }
      : returnLinks({
          return_of: oneLink.parse(v.return_of),
          returns: Array.isArray(v.returns) ? v.returns : null,
        });
  return {
    returnOf: links.returnOf,
    returns: links.returns,
    returnable: packages.length > 0 && delivered,
    id: rowId,
    parentAwb: mawb,
    orderReference: reference,
    shipper,
    consignee,
    createdAt,
    estimatedDelivery: eta,
    packages,
    international: crossesBorder(countryOf(v.sender), countryOf(v.receiver)),
  };
}

/** A party's country as `quickParty` read it (a usual party: text or nothing). */
const countryOf = (party: unknown): string => {
  const country = isRecord(party) ? quickText(party.country) : '';
  return country === UNUSUAL ? '' : country;
};

/** A row of the list, read into its view: in one pass when usual, else by the schema. */
export const shipmentRow = z.unknown().transform((raw, ctx): ShipmentRowView => {
  const quick = quickRow(raw);
  if (quick !== UNUSUAL) return quick;
  const parsed = listRow.safeParse(raw);
  if (parsed.success) return rowView(parsed.data);
  for (const issue of parsed.error.issues) {
    ctx.issues.push({ code: 'custom', message: issue.message, path: issue.path, input: raw });
  }
  return z.NEVER;
});
