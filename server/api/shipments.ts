import { z } from 'zod';
import { UpstreamUnavailableError } from '../failures';
import type { ExceptionView } from '../../shared/exceptions/types';
import type {
  EndpointView,
  ShipmentRowView,
  ShipmentStats,
  StatusOption,
  TrackingView,
  TrackTarget,
  UpdateEntry,
} from '../../shared/shipments/types';
import { progressSteps } from '../../shared/shipments/progress';
import { allDelivered, isDeliveredStatus } from '../../shared/shipments/returns';
import { upstreamPath, wordsKey, type StreamedFile, type Upstream } from '../upstream';
import { filteredQuery, listPage, pageOf, type FilteredListQuery, type ListPage } from './lists';
import {
  exceptionList,
  exceptionView,
  optionalException,
  optionalProof,
  proofView,
} from './exceptions';
import { claimableView, claimBadgeView, optionalClaimable, optionalClaimBadge } from './claims';
import { apiId, apiText } from './schemas';
import { optionalBilling } from './shipment-billing';
import { shipmentRow } from './shipment-rows';
import { returnFields, returnLinks } from './shipment-returns';

/** Shipments, their tracking, stats and labels (main API, spec §7, upstream contract). */

// Lenient where backends commonly differ (numbers for ids, null for absent text), strict
// only where the portal cannot go on without the value.
const text = apiText;
const id = apiId;

// Schemas are built once: zod compiles each on its first parse, which a schema made per call
// would pay on every request.
const shipmentsPage = pageOf(shipmentRow);

const endpoint = z.object({ city: text, address1: text, attention: text }).nullish();

const detailSchema = z.object({
  shipment: z.object({
    id,
    sla_delivery: text,
    updated_at: text,
    ...returnFields,
    // Extension: quoted against billed; a provider without it, or garbage, is none.
    billing: optionalBilling,
    // Extension (docs/customs.md): the commercial invoice sent with Paperless Trade.
    paperless_invoice_sent: z.boolean().nullish().catch(null),
    // Beyond the contract's detail, where a provider gives them: the shipment's mode.
    product_group: z.string().nullish().catch(null),
    dutiable: z.union([z.boolean(), z.number()]).nullish().catch(null),
  }),
  packages: z.array(
    z.object({
      id,
      awb: text,
      last_status: z.object({ label: text, slug: text }).partial().nullish(),
      sender: endpoint,
      receiver: endpoint,
      status_logs: z.record(z.string(), z.unknown()).nullish(),
      activities_logs: z
        .array(
          z.object({
            created_at_date: text,
            created_at_time: text,
            status: text,
            location: text,
          }),
        )
        .nullish(),
      // Extensions (docs/exceptions.md): what went wrong, and who signed for it.
      exception: optionalException,
      exceptions: exceptionList,
      proof_of_delivery: optionalProof,
      // Extension (docs/claims.md): whether a claim can be filed, and the one filed.
      claimable: optionalClaimable,
      claim: optionalClaimBadge,
    }),
  ),
});
export type ShipmentDetail = z.infer<typeof detailSchema>;

const statsSchema = z.object({
  shipments_created_this_month: z.coerce.number(),
  shipments_in_transit: z.coerce.number(),
  shipments_delivered_this_month: z.coerce.number(),
});

const optionsSchema = z.array(z.object({ value: text, label: text }));

/** Status options are the same for everyone and change rarely (ARCHITECTURE.md decision 6). */
const STATUS_OPTIONS_TTL_MS = 10 * 60 * 1000;

export type ShipmentPage = ListPage<ShipmentRowView>;

export async function listShipments(
  up: Upstream,
  token: string,
  client: number,
  query: FilteredListQuery,
): Promise<ShipmentPage> {
  const { data } = await up.main.get(upstreamPath`/user/clients/${client}/shipments`, {
    token,
    query: filteredQuery(query),
    schema: shipmentsPage,
  });
  return listPage(data, (row) => row);
}

export function statusOptions(up: Upstream, token: string): Promise<StatusOption[]> {
  return up.cache.get(wordsKey(up, 'shipments:status-options'), STATUS_OPTIONS_TTL_MS, async () => {
    const { data } = await up.main.get('/client-portal/shipments/statuses/options', {
      token,
      schema: optionsSchema,
    });
    return data;
  });
}

export async function shipmentStats(
  up: Upstream,
  token: string,
  client: number,
): Promise<ShipmentStats> {
  const { data } = await up.main.get(upstreamPath`/user/clients/${client}/stats`, {
    token,
    schema: statsSchema,
  });
  return {
    created: data.shipments_created_this_month,
    inTransit: data.shipments_in_transit,
    delivered: data.shipments_delivered_this_month,
  };
}

export async function shipmentDetail(
  up: Upstream,
  token: string,
  client: number,
  shipmentId: string,
): Promise<ShipmentDetail> {
  const { data } = await up.main.get(
    upstreamPath`/user/clients/${client}/shipments/${shipmentId}`,
    {
      token,
      schema: detailSchema,
    },
  );
  return data;
}

const endpointView = (e: z.infer<typeof endpoint>): EndpointView | null =>
  e && (e.city || e.address1 || e.attention) ? e : null;

/** Newest first: by date and time when both read as such, else the reverse of the log. */
export function newestFirst(entries: UpdateEntry[]): UpdateEntry[] {
  const at = (e: UpdateEntry) => Date.parse(`${e.date}T${e.time || '00:00'}`);
  const reversed = [...entries].reverse();
  if (reversed.some((e) => Number.isNaN(at(e)))) return reversed;
  return reversed.sort((a, b) => at(b) - at(a));
}

/** The detail's mode where the provider gives it (EXP, or dutiable), else null (unknown). */
function internationalOf(shipment: ShipmentDetail['shipment']): boolean | null {
  if (shipment.product_group) return shipment.product_group.toUpperCase() === 'EXP';
  if (shipment.dutiable !== null && shipment.dutiable !== undefined) return !!shipment.dutiable;
  return null;
}

/** The open exception first, then the others as the provider lists them (newest first). */
function packageExceptions(pkg: ShipmentDetail['packages'][number]): ExceptionView[] {
  const all = pkg.exceptions.length ? pkg.exceptions : pkg.exception ? [pkg.exception] : [];
  const open = all.filter((e) => e.status === 'open');
  return [...open, ...all.filter((e) => e.status !== 'open')].map(exceptionView);
}

/** The drawer's view of one package of a shipment, or null if it has no such package. */
export function trackingView(detail: ShipmentDetail, target: TrackTarget): TrackingView | null {
  const pkg = detail.packages.find((p) => p.id === target.packageId);
  if (!pkg) return null;
  return {
    ...target,
    ...returnLinks(detail.shipment),
    returnable: allDelivered(
      detail.packages.map((p) => ({
        delivered: isDeliveredStatus(p.last_status?.slug, p.last_status?.label ?? ''),
      })),
    ),
    awb: pkg.awb,
    billing: detail.shipment.billing ?? null,
    international: internationalOf(detail.shipment),
    invoiceSent: detail.shipment.paperless_invoice_sent === true,
    exceptions: packageExceptions(pkg),
    proof: proofView(pkg.proof_of_delivery),
    claimable: claimableView(pkg.claimable),
    claim: claimBadgeView(pkg.claim),
    status: pkg.last_status?.label || 'Unknown',
    estimatedDelivery: detail.shipment.sla_delivery || null,
    updatedAt: detail.shipment.updated_at || null,
    origin: endpointView(pkg.sender),
    destination: endpointView(pkg.receiver),
    steps: progressSteps(pkg.status_logs),
    updates: newestFirst(
      (pkg.activities_logs ?? []).map((log) => ({
        date: log.created_at_date,
        time: log.created_at_time,
        status: log.status,
        location: log.location,
      })),
    ),
  };
}

/** The label's file: a PDF (the contract's), or ZPL II for thermal printers (extension). */
export type LabelFormat = 'pdf' | 'zpl';

const isZpl = (contentType: string) => /^(application\/(x-)?zpl|text\/plain)\b/i.test(contentType);

/**
 * A package's label as the provider streams it. The path is the contract's (`GET
 * /awb/{awb}.pdf` on the main API) built from the AWB, never the `awb_url` the provider
 * sends, so no answer can make the portal fetch another address. `format: 'zpl'` asks for
 * the label in ZPL (`format=zpl`, a contract extension); a provider without it answers its
 * PDF, which is refused as not offered (a non-ZPL answer, as `isNotOffered` reads it).
 */
export async function labelFile(
  up: Upstream,
  token: string,
  awb: string,
  options: { format?: LabelFormat } = {},
): Promise<StreamedFile> {
  const path = upstreamPath`/awb/${`${awb}.pdf`}`;
  if (options.format !== 'zpl') return up.main.stream(path, { token });
  const file = await up.main.stream(`${path}?format=zpl`, { token });
  if (isZpl(file.contentType)) return file;
  file.body.resume();
  throw new UpstreamUnavailableError(`a ${file.contentType} answer, not ZPL`, {
    service: 'main',
    method: 'GET',
    path,
    status: file.status,
  });
}
