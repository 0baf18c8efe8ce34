import type { Db } from '../db/connection';
import { likeEscape, pageOf, type ListQuery } from './list-page';
import { billingView } from './billing';
import { labelOf, PACKAGE_TYPES } from '../domain/catalog';
import { placeNames } from '../domain/places';
import { statusLabel, trackingStatus } from '../domain/statuses';
import type { WordLanguage } from '../domain/words/language';
import { addressById, type AddressRow } from './addresses';
import { exceptionsByPackage } from './exception-view';
import { returnLinksOf } from './returns';
import { eventsOf, packagesOf, type ShipmentRow } from './shipments';

/** The party block of a list row: what the table's address columns print. */
export function partyOf(address: AddressRow | undefined) {
  if (!address) return null;
  const names = placeNames(address);
  return {
    company: address.company,
    address1: address.address1,
    address2: address.address2,
    city: names.city,
    province: names.province,
    country: names.country,
    attention: address.attention,
  };
}

const statusView = (slug: string, language: WordLanguage) => {
  const status = trackingStatus(slug);
  const label = statusLabel(status.label, language);
  return { slug: status.slug, name: label, label };
};

/**
 * One page of a client's shipments, newest first. `status` matches the shipment's status
 * (that of its slowest package); `search` matches a package AWB or the parent AWB from the
 * start, or the order reference anywhere.
 */
export function listShipments(
  db: Db,
  clientId: number,
  query: ListQuery,
  baseUrl: string,
  language: WordLanguage = 'en',
  now: Date = new Date(),
) {
  const where = ['s.client_id = @clientId'];
  if (query.status) where.push('s.status = @status');
  if (query.createdFrom) where.push('s.created_at >= @createdFrom');
  if (query.createdBefore) where.push('s.created_at < @createdBefore');
  if (query.search) {
    where.push(
      `(s.mawb LIKE @prefix ESCAPE '\\' OR s.reference1 LIKE @anywhere ESCAPE '\\'
        OR EXISTS (SELECT 1 FROM packages p WHERE p.shipment_id = s.id AND p.awb LIKE @prefix ESCAPE '\\'))`,
    );
  }
  const params = {
    clientId,
    status: query.status,
    prefix: `${likeEscape(query.search)}%`,
    anywhere: `%${likeEscape(query.search)}%`,
    createdFrom: query.createdFrom ?? '',
    createdBefore: query.createdBefore ?? '',
  };
  const sqlWhere = where.join(' AND ');
  const total =
    db
      .prepare<[typeof params], { n: number }>(
        `SELECT COUNT(*) AS n FROM shipments s WHERE ${sqlWhere}`,
      )
      .get(params)?.n ?? 0;
  const rows = db
    .prepare<[typeof params & { limit: number; offset: number }], ShipmentRow>(
      `SELECT s.* FROM shipments s WHERE ${sqlWhere}
       ORDER BY s.created_at DESC, s.id DESC LIMIT @limit OFFSET @offset`,
    )
    .all({ ...params, limit: query.perPage, offset: (query.page - 1) * query.perPage });
  return pageOf(shipmentRows(db, rows, baseUrl, language, now), total, query);
}

function shipmentRows(
  db: Db,
  rows: ShipmentRow[],
  baseUrl: string,
  language: WordLanguage,
  now: Date,
) {
  const packages = packagesOf(
    db,
    rows.map((row) => row.id),
  );
  // Extension (docs/exceptions.md): each package's open exception.
  const exceptions = exceptionsByPackage(
    db,
    new Map(rows.map((row) => [row.id, row])),
    packages,
    language,
    now,
  );
  const events = eventsOf(
    db,
    packages.map((pkg) => pkg.id),
  );
  const links = returnLinksOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    shipment_id: row.id,
    ...links.get(row.id),
    mawb: row.mawb,
    order_reference: row.reference1,
    created_at: row.created_at,
    eta: row.eta,
    etd: row.etd,
    sender: partyOf(addressById(db, row.sender_address_id)),
    receiver: partyOf(addressById(db, row.receiver_address_id)),
    // Extension: quoted against billed (store/billing.ts).
    billing: billingView(db, row.id),
    packages: packages
      .filter((pkg) => pkg.shipment_id === row.id)
      .map((pkg) => {
        const own = events.filter((event) => event.package_id === pkg.id);
        const pdfUrl = awbUrl(baseUrl, pkg.awb);
        return {
          id: pkg.id,
          type: labelOf(PACKAGE_TYPES, pkg.type, language),
          awb: pkg.awb,
          status: statusView(pkg.status, language),
          statuses: [...own].reverse().map((event) => statusView(event.status, language)),
          updates: own.map((event) => ({
            date: event.created_at,
            created_at: event.created_at,
            status: event.status,
            location: event.location,
            label: statusLabel(trackingStatus(event.status).label, language),
            pdf_url: pdfUrl,
          })),
          exception: exceptions.get(pkg.id)?.exception ?? null,
        };
      }),
  }));
}

export const awbUrl = (baseUrl: string, awb: string) => `${baseUrl}/awb/${awb}.pdf`;
