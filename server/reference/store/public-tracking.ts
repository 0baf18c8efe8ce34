import type { Db } from '../db/connection';
import { localDate, localTime } from '../domain/dates';
import { placeNames } from '../domain/places';
import { statusLabel, statusRank, TRACKING_STATUSES, trackingStatus } from '../domain/statuses';
import type { WordLanguage } from '../domain/words/language';
import { addressById, type AddressRow } from './addresses';
import { eventsOf, packageByAwb, shipmentById } from './shipments';

/** Where a package comes from or goes to, as anyone holding its AWB may see it. */
const place = (address: AddressRow | undefined) => {
  if (!address) return null;
  const { city, country } = placeNames(address);
  return { city, country };
};

/**
 * One package's tracking for the public page (extension `GET /tracking/{awb}`): its status,
 * progress steps and activity log, and the city and country at each end. Built field by
 * field, never spread from a row, so that nothing about the customer (names, phones,
 * e-mails, streets, references, ids) can leave with it. Undefined for an AWB no package has.
 */
export function publicTracking(db: Db, awb: string, language: WordLanguage = 'en') {
  const pkg = packageByAwb(db, awb);
  const shipment = pkg && shipmentById(db, pkg.shipment_id);
  if (!pkg || !shipment) return undefined;
  const reached = statusRank(pkg.status);
  const current = trackingStatus(pkg.status);
  return {
    awb: pkg.awb,
    last_status: { slug: current.slug, label: statusLabel(current.label, language) },
    estimated_delivery: shipment.eta,
    updated_at: shipment.updated_at,
    origin: place(addressById(db, shipment.sender_address_id)),
    destination: place(addressById(db, shipment.receiver_address_id)),
    status_logs: Object.fromEntries(
      TRACKING_STATUSES.map((status, rank) => [status.step, rank <= reached]),
    ),
    // The event locations are a city and country (or a region's facility) already.
    activities_logs: eventsOf(db, [pkg.id]).map((event) => {
      const at = new Date(event.created_at);
      return {
        created_at_date: localDate(at),
        created_at_time: localTime(at),
        status: statusLabel(trackingStatus(event.status).label, language),
        location: event.location,
      };
    }),
  };
}
