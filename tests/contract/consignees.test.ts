// Consignees of a client account and the shipment creation payload: POST /customers/options,
// /link-customer and /linked/customers (auth service), /shipment-creation-payload.
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { invalid, ok } from '../support/contract/api';
import { uniqueEmail, uniquePhone, type Session } from '../support/contract/flows';
import * as s from '../support/contract/schemas';
import { useContract } from '../support/contract/suite';

const { api, target, flow } = useContract();

let session: Session;
let client: s.Client;
beforeAll(async () => {
  session = await flow.login(target().user);
  client = await flow.firstClient(session);
});

const linked = async () =>
  ok(
    await api.post('auth', '/linked/customers', {
      token: session.token,
      body: { client_id: client.id },
    }),
    z.object({ customers: z.array(s.customer) }),
  ).customers;

describe('POST /customers/options', () => {
  it('creates a consignee; linked to the client it is listed with name, email and phone', async () => {
    const body = { name: 'Jane Consignee', email: uniqueEmail('consignee'), phone: uniquePhone() };
    const { id } = ok(
      await api.post('main', '/customers/options', { token: session.token, body }),
      s.withId,
    );
    expect((await linked()).map((c) => c.id)).not.toContain(id);
    ok(
      await api.post('auth', '/link-customer', {
        token: session.token,
        body: { customer_id: id, client_id: client.id },
      }),
      s.withId,
    );
    const listed = (await linked()).find((c) => String(c.id) === String(id));
    expect(listed).toMatchObject(body);
  });

  it('needs no e-mail', async () => {
    ok(
      await api.post('main', '/customers/options', {
        token: session.token,
        body: { name: 'No Mail', phone: uniquePhone() },
      }),
      s.withId,
    );
  });

  it('answers 422 on name and phone when they are missing', async () => {
    invalid(await api.post('main', '/customers/options', { token: session.token, body: {} }), [
      'name',
      'phone',
    ]);
  });
});

describe('POST /link-customer and /linked/customers input', () => {
  it('link-customer answers 422 on customer_id and client_id when they are missing', async () => {
    invalid(await api.post('auth', '/link-customer', { token: session.token, body: {} }), [
      'customer_id',
      'client_id',
    ]);
  });

  it('linked/customers answers 422 on client_id when it is missing', async () => {
    invalid(await api.post('auth', '/linked/customers', { token: session.token, body: {} }), [
      'client_id',
    ]);
  });
});

describe('POST /shipment-creation-payload', () => {
  it('answers currencies, products with their group, and added services', async () => {
    const { customerId } = await flow.createConsignee(session, client.id);
    const payload = await flow.creationPayload(session, client.id, customerId);
    expect(payload.currencies.length).toBeGreaterThan(0);
    // portal-spec §9: products are offered by group, EXP when international, DOM otherwise.
    const groups = new Set(payload.products.map((p) => p.product_group));
    expect(groups.has('DOM')).toBe(true);
    expect(groups.has('EXP')).toBe(true);
  });

  it("answers the account's products without a consignee (customer_id is optional: extension)", async () => {
    const payload = ok(
      await api.post('main', '/shipment-creation-payload', {
        token: session.token,
        body: { client_id: client.id },
      }),
      z.object({ products: z.array(z.object({ product_group: z.string() })) }),
    );
    const groups = new Set(payload.products.map((p) => p.product_group));
    expect([...groups].sort()).toEqual(['DOM', 'EXP']);
  });

  it('answers 422 on client_id when it is missing', async () => {
    invalid(
      await api.post('main', '/shipment-creation-payload', { token: session.token, body: {} }),
      ['client_id'],
    );
  });
});
