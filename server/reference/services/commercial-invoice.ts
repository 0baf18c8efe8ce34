import type { Db } from '../db/connection';
import { hsDigits, reasonOfPackages, termsOf } from '../domain/customs';
import { localDate } from '../domain/dates';
import { placeNames } from '../domain/places';
import { countryName, listCountries } from '../geo';
import { billedLines } from './quoted-billing';
import { addressById, type AddressRow } from '../store/addresses';
import { adjustmentOf, quotedOf } from '../store/billing';
import { declarationOf } from '../store/customs';
import { INVOICE_CURRENCY } from '../store/invoices';
import { quoteOf } from '../store/quotes';
import { usdPer } from '../store/rate-card';
import { packagesOf, type PackageRow, type ShipmentRow } from '../store/shipments';
import { getUser } from '../store/users';

/**
 * A shipment's commercial invoice as the customs extension answers it (docs/customs.md,
 * `GET /user/clients/{client}/shipments/{id}/commercial-invoice`): everything the portal
 * prints, in snake_case; the portal draws the PDF.
 */

const LB_IN_KG = 0.45359237;
const cents = (value: number) => Math.round(value * 100) / 100;

/** Transport charges of a quote: freight on the chargeable weight and what rides on it. */
const TRANSPORT_CODES = new Set(['freight', 'discount', 'fuel', 'remote_area']);

interface ItemRow {
  description: string;
  hsn_code: string;
  origin_country: string;
  quantity: number;
  unit_price: number;
  unit_price_currency: string;
}

function itemsOf(db: Db, packages: PackageRow[]): ItemRow[] {
  if (!packages.length) return [];
  return db
    .prepare<number[], ItemRow>(
      `SELECT description, hsn_code, origin_country, quantity, unit_price, unit_price_currency
       FROM package_items WHERE package_id IN (${packages.map(() => '?').join(',')})
       ORDER BY package_id, id`,
    )
    .all(...packages.map((pkg) => pkg.id));
}

/** A country as its ISO code: items may name it by code or by name. */
function countryCode(value: string): string {
  const text = value.trim();
  if (countryName(text)) return text.toUpperCase();
  const found = listCountries({ page: 1, perPage: 250, search: text }).data.find(
    (row) => row.name.toLowerCase() === text.toLowerCase(),
  );
  return found?.iso2 ?? text;
}

/** An amount in `from` written in `to`, through the rate card's dollar rates. */
function converted(db: Db, value: number, from: string, to: string): number {
  if (from === to) return value;
  const fromUsd = usdPer(db, from);
  const toUsd = usdPer(db, to);
  return fromUsd && toUsd ? (value * fromUsd) / toUsd : value;
}

function party(address: AddressRow | undefined, taxNumber: string | null) {
  if (!address) {
    return {
      company: '',
      contact: '',
      lines: [],
      city: '',
      postal_code: '',
      country: '',
      country_code: '',
      phone: '',
      email: null,
      tax_number: taxNumber,
    };
  }
  const names = placeNames(address);
  return {
    company: address.company,
    contact: address.attention,
    // The province, which the invoice has no box for, as the last line where it says more.
    lines: [
      address.address1,
      address.address2 ?? '',
      names.province === names.city ? '' : names.province,
    ].filter(Boolean),
    city: names.city,
    postal_code: address.area_code,
    country: names.country,
    country_code: address.country.toUpperCase(),
    phone: address.phone,
    email: address.email,
    tax_number: taxNumber ?? address.tax_number ?? null,
  };
}

/**
 * Freight and insurance as billed: a quoted shipment's quote lines (with the adjustment
 * after weighing on its freight), another's invoice lines; null where not charged, and both
 * null when nothing is billed yet or the bill is in another currency than the goods.
 */
function charges(db: Db, shipment: ShipmentRow, currency: string) {
  const none = { freight: null, insurance: null };
  const quoteId = quotedOf(db, shipment.id)?.quote_id;
  const quote = quoteId ? quoteOf(db, quoteId) : undefined;
  if (quote) {
    if (quote.currency !== currency) return none;
    const sum = (test: (code: string) => boolean) =>
      quote.breakdown
        .filter((line) => test(line.code))
        .reduce((total, line) => total + line.amount.value, 0);
    const adjustment = adjustmentOf(db, shipment.id);
    const reweighed = adjustment ? adjustment.billed_amount - quote.total : 0;
    const insured = quote.breakdown.some((line) => line.code === 'insurance');
    return {
      freight: cents(sum((code) => TRANSPORT_CODES.has(code)) + reweighed),
      insurance: insured ? cents(sum((code) => code === 'insurance')) : null,
    };
  }
  const invoiced = db.prepare('SELECT 1 FROM invoices WHERE shipment_id = ?').get(shipment.id);
  if (!invoiced || currency !== INVOICE_CURRENCY) return none;
  // The tariff's lines: freight per package and the fuel surcharge, then insurance, last,
  // when the shipment is insured (store/invoices.ts).
  const lines = billedLines(db, shipment);
  const insurance = shipment.insurance ? lines.at(-1) : undefined;
  const freight = lines.filter((line) => line !== insurance);
  return {
    freight: cents(freight.reduce((total, line) => total + line.amount, 0)),
    insurance: insurance ? cents(insurance.amount) : null,
  };
}

export const isInternational = (shipment: ShipmentRow) =>
  shipment.dutiable === 1 || shipment.product_group === 'EXP';

export function commercialInvoice(db: Db, shipment: ShipmentRow) {
  const packages = packagesOf(db, [shipment.id]);
  const items = itemsOf(db, packages);
  const declared = declarationOf(db, shipment.id);
  const currency = items[0]?.unit_price_currency ?? packages[0]?.declared_unit ?? INVOICE_CURRENCY;
  const inPounds = packages.length > 0 && packages.every((pkg) => pkg.weight_unit === 'lb');
  const weight = packages.reduce(
    (total, pkg) =>
      total +
      (inPounds || pkg.weight_unit !== 'lb' ? pkg.weight_value : pkg.weight_value * LB_IN_KG),
    0,
  );
  const booker = shipment.created_by === null ? undefined : getUser(db, shipment.created_by);
  const sender = addressById(db, shipment.sender_address_id);
  const booked = localDate(new Date(shipment.created_at));
  const awb = packages[0]?.awb ?? shipment.mawb;
  // Who signs: the name declared, else the user who booked it, else the sender's contact.
  const signer =
    declared?.signer_name || (booker ? `${booker.first_name} ${booker.last_name}`.trim() : '');
  return {
    shipment_id: shipment.id,
    invoice_number: `CI-${awb}`,
    invoice_date: booked,
    awb,
    package_count: packages.length,
    gross_weight: cents(weight),
    weight_unit: inPounds ? 'LB' : 'KG',
    exporter: party(sender, declared?.exporter_tax_number ?? null),
    importer: party(
      addressById(db, shipment.receiver_address_id),
      declared?.importer_tax_number ?? null,
    ),
    reason: declared?.export_reason ?? reasonOfPackages(packages.map((pkg) => pkg.commodity_type)),
    terms: termsOf(shipment.customs_payment_type, shipment.customs_payment_method),
    currency,
    items: items.map((item) => ({
      description: item.description,
      hs_code: hsDigits(item.hsn_code),
      origin_country: countryCode(item.origin_country),
      quantity: item.quantity,
      unit_value: cents(converted(db, item.unit_price, item.unit_price_currency, currency)),
    })),
    ...charges(db, shipment, currency),
    signer_name: signer || sender?.attention || '',
    signed_on: booked,
    sent_electronically: Boolean(declared?.invoice_document_sha256),
  };
}
