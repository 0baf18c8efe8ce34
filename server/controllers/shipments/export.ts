import type { Request } from 'express';
import { messages } from '../../../shared/messages';
import { parseFilters } from '../../../shared/shipments/query';
import type { PartyView, ShipmentRowView } from '../../../shared/shipments/types';
import { listShipments, statusOptions, type ShipmentPage } from '../../api/shipments';
import { startCsv, writeCsvRows, type CsvValue } from '../../http/csv-stream';
import { deps } from '../../deps';
import { render } from '../../http/render';
import type { Handler } from '../../routing/handler';
import { UpstreamRejectedError, UpstreamUnavailableError } from '../../upstream';
import { requireAccount } from './account';

/** The largest page the provider offers (upstream contract, extensions): fewest calls. */
const EXPORT_PAGE_SIZE = 100;
/** A backstop against a provider that never reports a last page. */
const MAX_EXPORT_PAGES = 2000;

export const EXPORT_HEADER = [
  'Parent AWB',
  'AWB',
  'Order Reference',
  'Status',
  'Shipper',
  'Consignee',
  'Created',
  'Estimated Delivery',
] as const;

const party = (p: PartyView | null) => (p ? [p.name, p.line].filter(Boolean).join(', ') : '');

/** One line per package; a shipment without packages still gets its line. */
export function exportRows(row: ShipmentRowView): CsvValue[][] {
  const common = (awb: string, status: string): CsvValue[] => [
    row.parentAwb,
    awb,
    row.orderReference,
    status,
    party(row.shipper),
    party(row.consignee),
    row.createdAt,
    row.estimatedDelivery,
  ];
  if (row.packages.length === 0) return [common('', '')];
  return row.packages.map((pkg) => common(pkg.awb, pkg.status));
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Export CSV (beyond the spec): every shipment of the current filter and search, all
 * pages, written as each page arrives. The first page is asked for before anything is
 * sent, so an unreachable provider still gets a proper page; a failure later cuts the
 * download short (the browser shows it failed, never a silently partial file).
 */
export const exportCsv: Handler = async (req: Request, res) => {
  const account = requireAccount(req);
  const up = deps(req).upstream;
  const fetchPage = (page: number): Promise<ShipmentPage> =>
    listShipments(up, account.token, account.client, {
      page,
      status: filters.filter,
      search: filters.search,
      perPage: EXPORT_PAGE_SIZE,
    });
  let filters: ReturnType<typeof parseFilters>;
  let first: ShipmentPage;
  try {
    filters = parseFilters(req.query, await statusOptions(up, account.token));
    first = await fetchPage(1);
  } catch (err) {
    if (!(err instanceof UpstreamUnavailableError || err instanceof UpstreamRejectedError)) {
      throw err;
    }
    res.status(503);
    return render(res, 'errors/error', {
      status: 503,
      message: messages.shipments.exportUnavailable,
    });
  }

  startCsv(res, `shipments-${today()}.csv`, EXPORT_HEADER);
  try {
    let current = first;
    const last = Math.min(first.lastPage, MAX_EXPORT_PAGES);
    for (let page = 1; ; page += 1) {
      const open = await writeCsvRows(res, current.rows.flatMap(exportRows));
      if (!open || page >= last || current.rows.length === 0) break;
      current = await fetchPage(page + 1);
    }
    res.end();
  } catch (err) {
    deps(req).logger.warn({ err }, 'shipments export cut short');
    res.destroy();
  }
};
