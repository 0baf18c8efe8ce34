import { base, en, Faker } from '@faker-js/faker';
import type { Db } from './db/connection';
import { ADDRESS_TYPES, values } from './domain/catalog';
import { addDays, localDate } from './domain/dates';
import { hashPassword } from './domain/passwords';
import { pickupSlots } from './domain/time-grid';
import { DEMO_ACCOUNTS, DEMO_USER } from './demo-accounts';
import { SEED_COUNTRIES, phoneIn, pickPlace } from './seeding/places';
import { seedClaims } from './seeding/claims';
import { seedCustoms } from './seeding/customs';
import { seedExceptions } from './seeding/exceptions';
import { seedInvoices } from './seeding/invoices';
import { seedPresets } from './seeding/presets';
import { seedTeam } from './seeding/team';
import { ensureTwoFactorDemo, seedTwoFactorDemo } from './seeding/two-factor';
import { hasRateCard, seedRates } from './seeding/rates';
import { SHIPMENT_MIX, seedShipment } from './seeding/shipments';
import { createAddress, type AddressRow } from './store/addresses';
import { createClient, linkClient } from './store/clients';
import { createCustomer, linkCustomer } from './store/customers';
import { insertPickup } from './store/pickups';
import { markVerified, setDefaultAddress, setPickupTimes, upsertPendingUser } from './store/users';

export { DEMO_ACCOUNTS, DEMO_USER };

/** Fixed, so every fresh database holds the same names and addresses. */
const FAKER_SEED = 20_240_501;

/** Tables in an order that respects foreign keys when emptied. */
const TABLES = [
  'activity',
  'invitations',
  'webauthn_challenges',
  'sign_in_challenges',
  'recovery_codes',
  'passkeys',
  'passkey_users',
  'totp_secrets',
  'claim_messages',
  'claim_photos',
  'claims',
  'package_exceptions',
  'package_proofs',
  'quotes',
  'contract_rates',
  'remote_areas',
  'rate_currencies',
  'rate_charges',
  'rate_products',
  'rate_breaks',
  'rate_zones',
  'import_mappings',
  'package_presets',
  'invoices',
  'package_events',
  'package_items',
  'packages',
  'shipments',
  'pickups',
  'client_customers',
  'customers',
  'otps',
  'outbox',
  'access_tokens',
  'user_clients',
  'addresses',
  'users',
  'clients',
];

interface SeededClient {
  id: number;
  country: string;
  addresses: AddressRow[];
  consignees: Array<{ customerId: number; address: AddressRow }>;
}

/** Seeds only a database without users: the first start of the services. */
export async function seedIfEmpty(db: Db, now: Date): Promise<boolean> {
  const users = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM users').get()?.n ?? 0;
  if (users > 0) {
    // A database seeded before invoices existed gets them for the shipments it holds.
    const invoices =
      db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM invoices').get()?.n ?? 0;
    if (invoices === 0) db.transaction(() => seedInvoices(db, now))();
    // And one seeded before rating gets the rate card and the demo accounts' contracts.
    if (!hasRateCard(db)) db.transaction(() => seedRates(db))();
    // And one seeded before exceptions gets the demo account's (docs/exceptions.md).
    const exceptions =
      db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM package_exceptions').get()?.n ?? 0;
    const demo = db
      .prepare<[string], { id: number }>('SELECT id FROM clients WHERE account_number = ?')
      .get(DEMO_ACCOUNTS.linked[0]?.account_number ?? '');
    if (exceptions === 0 && demo) db.transaction(() => seedExceptions(db, demo.id, now))();
    // And one seeded before claims gets the demo account's (docs/claims.md).
    const claims = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM claims').get()?.n ?? 0;
    if (claims === 0 && demo) db.transaction(() => seedClaims(db, demo.id, now))();
    // And one seeded before two-factor sign-in gets its demo user (docs/two-factor.md).
    await ensureTwoFactorDemo(db, now);
    return false;
  }
  await seedDemoData(db, now);
  return true;
}

/** Empties every table and seeds again (npm run seed). */
export async function resetDemoData(db: Db, now: Date): Promise<void> {
  const hash = await hashPassword(DEMO_USER.password);
  db.transaction(() => {
    for (const table of TABLES) db.prepare(`DELETE FROM ${table}`).run();
    writeDemoData(db, now, hash);
  })();
}

export async function seedDemoData(db: Db, now: Date): Promise<void> {
  const hash = await hashPassword(DEMO_USER.password);
  db.transaction(() => writeDemoData(db, now, hash))();
}

function writeDemoData(db: Db, now: Date, passwordHash: string): void {
  const faker = new Faker({ locale: [en, base] });
  faker.seed(FAKER_SEED);
  const created = addDays(now, -120);

  const userId = upsertPendingUser(
    db,
    {
      first_name: DEMO_USER.first_name,
      last_name: DEMO_USER.last_name,
      email: DEMO_USER.email,
      phone_number: DEMO_USER.phone_number,
      password_hash: passwordHash,
      customer_type: DEMO_USER.customer_type,
      country: 'US',
      province: null,
      city: null,
    },
    created,
  );
  markVerified(db, userId, created);

  const clients: SeededClient[] = DEMO_ACCOUNTS.linked.map((account) => {
    const id = createClient(db, account, created);
    linkClient(db, userId, id, created);
    return {
      id,
      country: account.country,
      addresses: ['Head Office', 'Warehouse', 'Showroom'].map((label) =>
        seedAddress(db, faker, id, 'client', account.country, label, account.name, created),
      ),
      consignees: Array.from({ length: 6 }, (_, index) => {
        const name = `${faker.person.firstName()} ${faker.person.lastName()}`;
        const country =
          index < 4
            ? account.country
            : faker.helpers.arrayElement(SEED_COUNTRIES.filter((c) => c !== account.country));
        const address = seedAddress(db, faker, id, 'customer', country, null, name, created);
        const customerId = createCustomer(
          db,
          { name, email: address.email, phone: address.phone },
          userId,
          created,
        );
        linkCustomer(db, id, customerId, created);
        return { customerId, address };
      }),
    };
  });

  for (const account of DEMO_ACCOUNTS.unlinked) createClient(db, account, created);

  const home = clients[0]?.addresses[0];
  if (clients[0]) seedPresets(db, clients[0].id, userId, created);
  if (home) {
    setDefaultAddress(db, userId, 'pickup_address_id', home.id);
    setDefaultAddress(db, userId, 'shipping_address_id', home.id);
  }
  setPickupTimes(db, userId, {
    date: localDate(addDays(now, 1)),
    time_from: '09:00',
    time_to: '12:00',
  });

  let index = 0;
  for (const mix of SHIPMENT_MIX) {
    for (let n = 0; n < mix.count; n += 1, index += 1) {
      // Three in five shipments belong to the first account, the rest to the other two.
      const client = clients[[0, 0, 0, 1, 2][index % 5] ?? 0];
      if (!client) continue;
      const consignee = faker.helpers.arrayElement(client.consignees);
      seedShipment(db, faker, now, {
        clientId: client.id,
        userId,
        sender: faker.helpers.arrayElement(client.addresses),
        receiver: consignee.address,
        customerId: consignee.customerId,
        status: mix.status,
        ageHours: faker.number.float({ min: mix.age[0], max: mix.age[1] }),
      });
    }
  }

  seedPickups(db, faker, now, userId, clients);
  seedInvoices(db, now);
  seedRates(db);
  seedCustoms(db);
  if (clients[0]) {
    seedExceptions(db, clients[0].id, now);
    seedClaims(db, clients[0].id, now);
    seedTeam(db, clients[0].id, now, passwordHash);
  }
  seedTwoFactorDemo(db, passwordHash, created);
}

function seedAddress(
  db: Db,
  faker: Faker,
  clientId: number,
  kind: 'client' | 'customer',
  country: string,
  label: string | null,
  name: string,
  now: Date,
): AddressRow {
  const place = pickPlace(faker, country);
  const first = kind === 'client' ? faker.person.firstName() : (name.split(' ')[0] ?? name);
  const last = kind === 'client' ? faker.person.lastName() : name.split(' ').slice(1).join(' ');
  const person = `${first} ${last}`;
  return createAddress(
    db,
    clientId,
    kind,
    {
      label,
      company: kind === 'client' ? name : faker.company.name(),
      attention: person,
      address1: faker.location.streetAddress(),
      address2: faker.datatype.boolean(0.4) ? faker.location.secondaryAddress() : null,
      email: faker.internet
        .email({ firstName: first, lastName: last, provider: 'example.com' })
        .toLowerCase(),
      phone: phoneIn(faker, country),
      area_code: faker.location.zipCode('#####'),
      ...place,
      address_type:
        kind === 'client'
          ? label === 'Warehouse'
            ? 'warehouse'
            : 'business'
          : faker.helpers.arrayElement(values(ADDRESS_TYPES)),
    },
    now,
  );
}

/** Past pickups are done (one was cancelled); upcoming ones wait for or have confirmation. */
function seedPickups(
  db: Db,
  faker: Faker,
  now: Date,
  userId: number,
  clients: SeededClient[],
): void {
  const slots = pickupSlots().filter((slot) => slot >= '08:00' && slot <= '16:00');
  for (let index = 0; index < 18; index += 1) {
    const client = clients[[0, 0, 0, 1, 2][index % 5] ?? 0];
    if (!client) continue;
    const upcoming = index % 3 === 0;
    const day = upcoming
      ? addDays(now, faker.number.int({ min: 1, max: 10 }))
      : addDays(now, -faker.number.int({ min: 1, max: 60 }));
    const from = faker.helpers.arrayElement(slots);
    const [h = 8, m = 0] = from.split(':').map(Number);
    const to = `${String(h + faker.number.int({ min: 2, max: 4 })).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
    const id = insertPickup(db, {
      client_id: client.id,
      address_id: faker.helpers.arrayElement(client.addresses).id,
      created_by: userId,
      nb_packages: faker.number.int({ min: 1, max: 6 }),
      total_weight: faker.number.float({ min: 1, max: 60, fractionDigits: 1 }),
      length: faker.number.int({ min: 20, max: 80 }),
      width: faker.number.int({ min: 20, max: 60 }),
      height: faker.number.int({ min: 10, max: 50 }),
      pickup_date: localDate(day),
      time_from: from,
      time_to: to,
      instruction: faker.datatype.boolean(0.5) ? faker.helpers.arrayElement(INSTRUCTIONS) : null,
      // Requested two days ahead, or a few hours ago for the ones coming up soon.
      created_at: new Date(
        Math.min(addDays(day, -2).getTime(), now.getTime() - 3 * 3_600_000),
      ).toISOString(),
    });
    const status = upcoming
      ? index % 2
        ? 'confirmed'
        : 'pending'
      : index === 4
        ? 'cancelled'
        : 'completed';
    db.prepare('UPDATE pickups SET status = ? WHERE id = ?').run(status, id);
  }
}

const INSTRUCTIONS = [
  'Ring the bell at the loading dock.',
  'Ask for the front desk; parcels are ready by the entrance.',
  'Fragile items, please handle with care.',
  'Call the contact 15 minutes before arrival.',
  'Use the back entrance on the side street.',
];
