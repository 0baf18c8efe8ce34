import type { Db } from '../db/connection';
import { COMMODITY_TYPES, labelOf } from '../domain/catalog';
import { localDate, localTime } from '../domain/dates';
import { placeNames } from '../domain/places';
import {
  CANCELLED,
  statusLabel,
  statusRank,
  TRACKING_STATUSES,
  trackingStatus,
} from '../domain/statuses';
import type { WordLanguage } from '../domain/words/language';
import { addressById, type AddressRow } from './addresses';
import { billingView } from './billing';
import { packageClaimView } from './claims';
import { invoiceSentElectronically } from './customs';
import { exceptionsByPackage } from './exception-view';
import { proofView } from './proofs';
import { awbUrl } from './shipment-list';
import { returnLinks } from './returns';
import { eventsOf, packagesOf, type ShipmentRow } from './shipments';

const endpoint = (address: AddressRow | undefined) =>
  address
    ? { city: placeNames(address).city, address1: address.address1, attention: address.attention }
    : null;

/** The tracking drawer's data: per package, progress steps and the activity log. */
export function shipmentDetail(
  db: Db,
  shipment: ShipmentRow,
  baseUrl: string,
  language: WordLanguage = 'en',
  now: Date = new Date(),
) {
  const packages = packagesOf(db, [shipment.id]);
  const exceptions = exceptionsByPackage(
    db,
    new Map([[shipment.id, shipment]]),
    packages,
    language,
    now,
  );
  const events = eventsOf(
    db,
    packages.map((pkg) => pkg.id),
  );
  const sender = endpoint(addressById(db, shipment.sender_address_id));
  const receiver = endpoint(addressById(db, shipment.receiver_address_id));
  return {
    shipment: {
      id: shipment.id,
      mawb: shipment.mawb,
      sla_delivery: shipment.eta,
      updated_at: shipment.updated_at,
      // Beyond the contract's detail: the consignee, whom 'Ship again' and a return keep.
      customer_id: shipment.customer_id,
      ...returnLinks(db, shipment.id),
      // Extension: quoted against billed, and the adjustment after weighing at pickup.
      billing: billingView(db, shipment.id),
      // Extension (docs/customs.md): whether it crosses a border, so that a commercial
      // invoice is offered, and whether that invoice was sent electronically.
      product_group: shipment.product_group,
      dutiable: shipment.dutiable === 1,
      paperless_invoice_sent: invoiceSentElectronically(db, shipment.id),
    },
    packages: packages.map((pkg) => {
      const cancelled = pkg.status === CANCELLED.slug;
      // A cancelled package was created and went no further; its last step says so.
      const reached = cancelled ? 0 : statusRank(pkg.status);
      const current = trackingStatus(pkg.status);
      return {
        id: pkg.id,
        awb: pkg.awb,
        awb_url: awbUrl(baseUrl, pkg.awb),
        commodity_type: labelOf(COMMODITY_TYPES, pkg.commodity_type, language),
        // Beyond the contract's detail: what 'Ship again' and 'Create return' copy.
        type: pkg.type,
        description: pkg.description,
        weight: { value: pkg.weight_value, unit: pkg.weight_unit },
        dimensions: pkg.dimensions_unit
          ? { unit: pkg.dimensions_unit, length: pkg.length, width: pkg.width, height: pkg.height }
          : null,
        last_status: { label: statusLabel(current.label, language), slug: current.slug },
        sender,
        receiver,
        status_logs: Object.fromEntries([
          ...TRACKING_STATUSES.slice(0, cancelled ? 1 : undefined).map((status, rank) => [
            status.step,
            rank <= reached,
          ]),
          ...(cancelled ? [[CANCELLED.step, true]] : []),
        ]),
        activities_logs: events
          .filter((event) => event.package_id === pkg.id)
          .map((event) => {
            const at = new Date(event.created_at);
            const status = trackingStatus(event.status);
            return {
              created_at_date: localDate(at),
              created_at_time: localTime(at),
              status: statusLabel(status.label, language),
              status_code: status.code,
              location: event.location,
            };
          }),
        // Extension (docs/exceptions.md): who signed for it, when and where; null before.
        proof_of_delivery: pkg.status === 'delivered' ? proofView(db, pkg.id) : null,
        // Extension (docs/exceptions.md): the open exception, and every one, newest first.
        exception: exceptions.get(pkg.id)?.exception ?? null,
        exceptions: exceptions.get(pkg.id)?.exceptions ?? [],
        // Extension (docs/claims.md): whether a claim can be filed now, and the one filed.
        ...packageClaimView(db, pkg, language, now),
      };
    }),
  };
}
