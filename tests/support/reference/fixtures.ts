import { openDatabase, type Db } from '../../../server/reference/db/connection';
import { createAddress, type AddressRow } from '../../../server/reference/store/addresses';
import { createClient } from '../../../server/reference/store/clients';
import { insertShipment, type PackageFields } from '../../../server/reference/store/shipments';

/** A fresh in-memory database with one client account and two addresses. */
export function smallWorld(now: Date): {
  db: Db;
  clientId: number;
  sender: AddressRow;
  receiver: AddressRow;
} {
  const db = openDatabase(':memory:');
  const clientId = createClient(
    db,
    { account_number: '900000001', name: 'Test Account', details: 'Test', phone: '+96170000001' },
    now,
  );
  const base = {
    label: 'Office',
    company: 'Cedar',
    attention: 'Rami',
    address1: 'Street 1',
    address2: null,
    email: 'office@example.com',
    phone: '+96170000002',
    area_code: '1100',
    address_type: 'business',
  };
  const sender = createAddress(
    db,
    clientId,
    'client',
    { ...base, country: 'LB', province: 'BA', city: 'Beirut' },
    now,
  );
  const receiver = createAddress(
    db,
    clientId,
    'customer',
    { ...base, country: 'FR', province: 'IDF', city: 'Paris' },
    now,
  );
  return { db, clientId, sender, receiver };
}

export const onePackage = (): PackageFields => ({
  reference: null,
  description: 'Shoes',
  type: 'box',
  commodity_type: 'merchandise',
  dimensions_unit: null,
  height: null,
  length: null,
  width: null,
  weight_value: 2,
  weight_unit: 'kg',
  declared_value: 100,
  declared_unit: 'USD',
  cod_value: null,
  cod_unit: null,
  items: [],
});

export function addShipment(
  db: Db,
  clientId: number,
  sender: AddressRow,
  receiver: AddressRow,
  at: Date,
  packages = 1,
) {
  return insertShipment(
    db,
    {
      client_id: clientId,
      customer_id: null,
      sender_address_id: sender.id,
      receiver_address_id: receiver.id,
      created_by: null,
      reference1: null,
      billing_reference: null,
      product_group: 'EXP',
      product_code: 'P',
      insurance: 0,
      dutiable: 1,
      customs_payment_type: null,
      customs_payment_method: null,
      freight_payment_type: 'S',
      freight_payment_method: 'ACCOUNT',
      added_services: '[]',
      created_at: at.toISOString(),
      etd: '2026-03-03',
      eta: '2026-03-05',
    },
    Array.from({ length: packages }, onePackage),
    { location: 'Beirut, Lebanon' },
  );
}
