import { base, en, Faker } from '@faker-js/faker';
import type { Db } from '../db/connection';
import { reasonOfPackages } from '../domain/customs';
import { keepDeclaration } from '../store/customs';

/**
 * The demo's customs (docs/customs.md): the accounts' own addresses and their business
 * consignees get tax numbers written as their country writes them, and the international
 * shipments realistic goods (description, HS code, origin, quantity, price), a reason for
 * export and a signer, so a demo shipment's commercial invoice is complete. Drawn from a
 * faker of its own, after the rest of the seed: the demo's other data stays as it was.
 */

const FAKER_SEED = 20_261_202;

/** A tax number as each seed country writes it (VAT, EIN, TRN, EORI …). */
const TAX_NUMBER: Record<string, (f: Faker) => string> = {
  LB: (f) => `${f.string.numeric({ length: 7, allowLeadingZeros: false })}-601`,
  US: (f) => `${f.string.numeric(2)}-${f.string.numeric(7)}`,
  AE: (f) => `100${f.string.numeric(12)}`,
  GB: (f) => `GB${f.string.numeric(12)}`,
  FR: (f) => `FR${f.string.numeric(11)}`,
  DE: (f) => `DE${f.string.numeric(9)}`,
};
const taxNumberIn = (faker: Faker, country: string) =>
  (TAX_NUMBER[country] ?? ((f: Faker) => `TIN${f.string.numeric(9)}`))(faker);

/** Goods a small exporter sends, with their HS codes as written on paper and an origin. */
const GOODS: Array<{ description: string; hs: string; origin: string; price: [number, number] }> = [
  { description: 'Cotton T-shirts, printed', hs: '6109.10.00', origin: 'LB', price: [8, 18] },
  { description: 'Extra virgin olive oil, 750 ml', hs: '1509.20.00', origin: 'LB', price: [9, 16] },
  { description: 'Handmade olive oil soap', hs: '3401.11.00', origin: 'LB', price: [3, 7] },
  { description: 'Ceramic coffee cups, set of 6', hs: '6912.00.10', origin: 'LB', price: [20, 40] },
  { description: 'Leather wallets', hs: '4202.31.00', origin: 'TR', price: [15, 35] },
  { description: 'Dried dates, 1 kg box', hs: '0804.10.00', origin: 'AE', price: [12, 22] },
  { description: 'Preserved roses in a gift box', hs: '0603.19.00', origin: 'KE', price: [25, 60] },
  { description: 'Scented candles, soy wax', hs: '3406.00.00', origin: 'US', price: [10, 20] },
  { description: 'Paperback books', hs: '4901.99.00', origin: 'GB', price: [7, 15] },
  { description: 'Wool scarves', hs: '6117.10.00', origin: 'GB', price: [18, 45] },
  { description: 'Stainless steel water bottles', hs: '7323.93.00', origin: 'CN', price: [9, 19] },
  { description: 'Bluetooth headphones', hs: '8518.30.00', origin: 'CN', price: [25, 80] },
];

export function seedCustoms(db: Db): void {
  const faker = new Faker({ locale: [en, base] });
  faker.seed(FAKER_SEED);
  const setTax = db.prepare('UPDATE addresses SET tax_number = ? WHERE id = ?');
  const addresses = db
    .prepare<[], { id: string; country: string; kind: string; address_type: string }>(
      'SELECT id, country, kind, address_type FROM addresses ORDER BY created_at, rowid',
    )
    .all();
  for (const address of addresses) {
    if (address.kind === 'client' || address.address_type !== 'residential') {
      setTax.run(taxNumberIn(faker, address.country), address.id);
    }
  }

  const shipments = db
    .prepare<[], { id: number; country: string; attention: string }>(
      `SELECT s.id, a.country, a.attention FROM shipments s
       JOIN addresses a ON a.id = s.sender_address_id
       WHERE s.product_group = 'EXP' ORDER BY s.id`,
    )
    .all();
  const items = db.prepare<[number], { id: number }>(
    `SELECT i.id FROM package_items i JOIN packages p ON p.id = i.package_id
     WHERE p.shipment_id = ? ORDER BY i.id`,
  );
  const commodities = db.prepare<[number], { commodity_type: string }>(
    'SELECT commodity_type FROM packages WHERE shipment_id = ? ORDER BY id',
  );
  const setItem = db.prepare(
    `UPDATE package_items SET description = @description, hsn_code = @hs,
       origin_country = @origin, quantity = @quantity, unit_price = @price,
       declared_unit_amount = @price WHERE id = @id`,
  );
  shipments.forEach((shipment, index) => {
    for (const item of items.all(shipment.id)) {
      const good = faker.helpers.arrayElement(GOODS);
      setItem.run({
        id: item.id,
        description: good.description,
        hs: good.hs,
        // Most of what an account sends is made at home.
        origin: faker.datatype.boolean(0.6) ? shipment.country : good.origin,
        quantity: faker.number.int({ min: 1, max: 12 }),
        price: faker.number.float({ min: good.price[0], max: good.price[1], fractionDigits: 2 }),
      });
    }
    const reason = reasonOfPackages(commodities.all(shipment.id).map((p) => p.commodity_type));
    keepDeclaration(db, shipment.id, {
      export_reason: reason,
      // Every other one names its signer; the rest are signed by the user who booked them.
      signer_name: index % 2 === 0 ? shipment.attention : null,
      exporter_tax_number: null,
      importer_tax_number: null,
    });
  });
}
