// Multi-call journeys the contract tests build on: sign-in, a verified new user, a linked
// account, addresses, a consignee and a shipment. Everything created gets unique values so
// the suite can run again and again against a persistent backend.
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { z } from 'zod';
import { ok, type Api } from './api';
import * as s from './schemas';
import type { Credentials, LinkableAccount, Target } from './target';

export interface Session {
  token: string;
  user: s.User;
}

export interface NewUser extends Credentials {
  phone: string;
  session: Session;
}

export type Id = string | number;

const unique = () => `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

export const uniqueEmail = (tag = 'user') => `contract-${tag}-${unique()}@example.com`;

/** A Lebanese mobile number (+961 7x xxx xxx): 11 digits, inside the contract's 7–15. */
export const uniquePhone = () =>
  `+9617${String(randomBytes(4).readUInt32BE() % 10_000_000).padStart(7, '0')}`;

export const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

export const PASSWORD = 'Contract!2345';

export function flows(api: Api, target: () => Target) {
  const login = async (credentials: Credentials): Promise<Session> => {
    const data = ok(await api.post('main', '/user/login', { body: credentials }), s.login);
    return { token: data.access_token.token, user: data.user };
  };

  const outbox = () => {
    const read = target().outbox;
    if (!read) throw new Error('This test needs CONTRACT_OUTBOX_URL to read OTPs');
    return read;
  };

  /** How many messages a recipient has, to tell the next one apart from older ones. */
  const messageCount = async (to: string) => (await outbox()(to)).length;

  /** Waits for a message newer than `before` and returns its code. */
  const nextCode = async (to: string, before: number): Promise<string> => {
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const messages = await outbox()(to);
      const newest = messages[0];
      if (messages.length > before && newest?.code) return newest.code;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`No new OTP for ${to} in the outbox`);
  };

  const registration = (overrides: Record<string, unknown> = {}) => {
    const email = uniqueEmail();
    return {
      first_name: 'Contract',
      last_name: 'Tester',
      email,
      phone_number: uniquePhone(),
      password: PASSWORD,
      password_confirmation: PASSWORD,
      customer_type: 'personal',
      // The portal sends placeholders; the user sets the real place on the profile.
      country: 'LB',
      province: '',
      city: '',
      ...overrides,
    };
  };

  /** Registers a user and verifies the e-mail OTP; needs a readable outbox. */
  const newUser = async (): Promise<NewUser> => {
    const body = registration();
    const before = await messageCount(body.email);
    const { token } = ok(await api.post('main', '/user/register', { body }), s.withToken);
    const otp = await nextCode(body.email, before);
    ok(await api.post('main', '/user/verify-otp', { body: { token, otp } }), s.nothing);
    const credentials = { email: body.email, password: PASSWORD };
    return { ...credentials, phone: body.phone_number, session: await login(credentials) };
  };

  const clients = async (session: Session): Promise<s.Client[]> =>
    ok(await api.get('main', '/user/clients', { token: session.token }), z.array(s.client));

  const firstClient = async (session: Session): Promise<s.Client> => {
    const [first] = await clients(session);
    if (!first) throw new Error(`${session.user.email} has no linked client account`);
    return first;
  };

  /** Links an account through the OTP sent to its phone; needs a readable outbox. */
  const linkAccount = async (session: Session, account: LinkableAccount): Promise<s.Client> => {
    const before = await messageCount(account.phone);
    ok(
      await api.post('main', '/user/send-otp', {
        token: session.token,
        body: { account_number: account.accountNumber },
      }),
      z.object({ phone: z.string() }),
    );
    const otp = await nextCode(account.phone, before);
    return ok(
      await api.post('main', '/user/verify-otp', {
        token: session.token,
        body: { otp, account_number: account.accountNumber },
      }),
      s.client,
    );
  };

  const enums = async (session?: Session) =>
    ok(await api.get('main', '/enums', { token: session?.token }), s.enums);

  /** A valid address body in Lebanon, with ids from the geo lists as the contract asks. */
  const addressBody = async (overrides: Record<string, unknown> = {}, session?: Session) => {
    const provinces = ok(
      await api.get('main', '/provinces', { query: { country: 'LB' } }),
      z.object({ data: z.array(s.geoRow) }),
    ).data;
    const province = provinces[0] ? String(provinces[0].id) : 'Beirut';
    const cities = ok(
      await api.get('main', '/cities', {
        query: { country: 'LB', province: provinces[0] ? province : null },
      }),
      z.object({ data: z.array(s.geoRow) }),
    ).data;
    const { address_types } = await enums(session);
    const tag = unique();
    return {
      label: `Contract ${tag}`,
      company: 'Contract Testing SAL',
      attention: `Tester ${tag}`,
      address1: 'Rue Gouraud 12',
      address2: 'Building B',
      email: uniqueEmail('address'),
      phone: '+9611234567',
      area_code: '1100',
      country: 'LB',
      province,
      city: cities[0] ? String(cities[0].id) : 'Beirut',
      address_type: address_types[0]?.value ?? 'business',
      ...overrides,
    };
  };

  const createAddress = async (
    session: Session,
    client: Id,
    kind: 'client' | 'customer' = 'client',
    overrides: Record<string, unknown> = {},
  ): Promise<s.Address> => {
    const path = `/clients/${client}/addresses${kind === 'customer' ? '/customer' : ''}`;
    const body = await addressBody(overrides, session);
    return ok(await api.post('main', path, { token: session.token, body }), s.address);
  };

  /** A consignee linked to the client, with a delivery address. */
  const createConsignee = async (session: Session, client: Id) => {
    const email = uniqueEmail('consignee');
    const customer = ok(
      await api.post('main', '/customers/options', {
        token: session.token,
        body: { name: `Consignee ${unique()}`, email, phone: uniquePhone() },
      }),
      s.withId,
    );
    ok(
      await api.post('auth', '/link-customer', {
        token: session.token,
        body: { customer_id: customer.id, client_id: client },
      }),
      s.withId,
    );
    const address = await createAddress(session, client, 'customer');
    return { customerId: customer.id, address, email };
  };

  const creationPayload = async (session: Session, client: Id, customer: Id) =>
    ok(
      await api.post('main', '/shipment-creation-payload', {
        token: session.token,
        body: { client_id: client, customer_id: customer },
      }),
      s.creationPayload,
    );

  /** A domestic shipment body per portal-spec §7, built from the provider's own options. */
  const shipmentBody = async (session: Session, client: Id) => {
    const sender = await createAddress(session, client);
    const consignee = await createConsignee(session, client);
    const payload = await creationPayload(session, client, consignee.customerId);
    const options = await enums(session);
    const product = payload.products.find((p) => p.product_group === 'DOM') ?? payload.products[0];
    expect(product, 'the creation payload offers a product').toBeDefined();
    const currency = String(payload.currencies[0]?.value ?? 'USD');
    const first = (list: s.Enums[keyof s.Enums]) => String(list[0]?.value ?? '');
    const reference = `REF-${unique()}`;
    return {
      reference,
      senderAddressId: sender.id,
      consigneeEmail: consignee.email,
      body: {
        shipment: {
          reference1: reference,
          billingReference: `BILL-${unique()}`,
          productGroup: 'DOM',
          productCode: product!.value,
          insurance: false,
          dutiable: false,
          customs: { paymentType: first(options.customs_payment_type), paymentMethod: 'CASH' },
          freight: { paymentType: 'S', paymentMethod: 'ACCOUNT' },
          addedServices: [],
        },
        packages: [
          {
            reference: `PKG-${unique()}`,
            description: 'Documents',
            dimensions: { unit: first(options.dimension_units), height: 10, length: 30, width: 20 },
            weight: { unit: first(options.weight_units), value: 1.5 },
            declaredAmount: { value: 100, unit: currency },
            codAmount: { value: 0, unit: currency },
            items: [],
            type: first(options.package_types),
            commodity_type: first(options.commodity_types),
          },
        ],
        customerId: consignee.customerId,
        receiverAddressId: consignee.address.id,
        senderAddressId: sender.id,
      },
    };
  };

  const createShipment = async (session: Session, client: Id) => {
    const { body, reference, senderAddressId } = await shipmentBody(session, client);
    const created = ok(
      await api.post('main', `/clients/${client}/shipments`, { token: session.token, body }),
      s.created,
    );
    return { ...created, reference, senderAddressId };
  };

  const pickupBody = (address: Id, overrides: Record<string, unknown> = {}) => ({
    address_id: String(address),
    nb_packages: 2,
    pickup_date: tomorrow(),
    pickup_time: '10:00 - 12:00',
    instruction: `Ring the bell ${unique()}`,
    dimension_length: 30,
    dimension_width: 20,
    dimension_height: 10,
    weight: 3.5,
    ...overrides,
  });

  return {
    login,
    messageCount,
    nextCode,
    registration,
    newUser,
    clients,
    firstClient,
    linkAccount,
    enums,
    addressBody,
    createAddress,
    createConsignee,
    creationPayload,
    shipmentBody,
    createShipment,
    pickupBody,
  };
}

export type Flows = ReturnType<typeof flows>;
