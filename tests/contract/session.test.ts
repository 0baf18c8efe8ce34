// Sign-in, the signed-in user's details and accounts, and code 100 on every signed-in call.
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  failureEnvelope,
  invalid,
  ok,
  signedOut,
  type Method,
  type Service,
} from '../support/contract/api';
import type { Id, Session } from '../support/contract/flows';
import * as s from '../support/contract/schemas';
import { useContract } from '../support/contract/suite';

const { api, target, flow } = useContract();

describe('POST /user/login', () => {
  it('answers an access token and the user', async () => {
    const { email, password } = target().user;
    const data = ok(await api.post('main', '/user/login', { body: { email, password } }), s.login);
    expect(data.user.email.toLowerCase()).toBe(email.toLowerCase());
    expect(Number.isNaN(Date.parse(data.access_token.expires_at))).toBe(false);
    expect(Date.parse(data.access_token.expires_at)).toBeGreaterThan(Date.now());
  });

  it('answers one generic failure, whether the e-mail exists or not', async () => {
    const wrongPassword = await api.post('main', '/user/login', {
      body: { email: target().user.email, password: 'Not-the-password-1' },
    });
    const unknownEmail = await api.post('main', '/user/login', {
      body: { email: `nobody-${Date.now()}@example.com`, password: 'Not-the-password-1' },
    });
    expect(wrongPassword.status).toBeGreaterThanOrEqual(400);
    expect(wrongPassword.status).toBeLessThan(500);
    const a = failureEnvelope.parse(wrongPassword.json);
    const b = failureEnvelope.parse(unknownEmail.json);
    expect(unknownEmail.status).toBe(wrongPassword.status);
    expect(b.notification).toEqual(a.notification);
    expect(b.errors).toEqual(a.errors);
  });

  it('answers 422 on email and password when they are missing', async () => {
    invalid(await api.post('main', '/user/login', { body: {} }), ['email', 'password']);
  });
});

describe('signed in', () => {
  let session: Session;
  beforeAll(async () => {
    session = await flow.login(target().user);
  });

  it('GET /user-details answers the signed-in user', async () => {
    const data = ok(
      await api.get('auth', '/user-details', { token: session.token }),
      z.object({ user: s.user }),
    );
    expect(data.user.id).toEqual(session.user.id);
    expect(data.user.email).toBe(session.user.email);
  });

  it('GET /user/clients answers the linked client accounts', async () => {
    const clients = ok(
      await api.get('main', '/user/clients', { token: session.token }),
      z.array(s.client),
    );
    expect(clients.length).toBeGreaterThan(0);
    if (target().embedded) expect(clients).toHaveLength(3);
  });

  it('GET /my/clients answers the same accounts as {clients}', async () => {
    const mine = ok(
      await api.get('main', '/my/clients', { token: session.token }),
      z.object({ clients: z.array(s.client) }),
    );
    const user = await flow.clients(session);
    expect(mine.clients.map((c) => c.id).sort()).toEqual(user.map((c) => c.id).sort());
  });
});

interface Resources {
  session: Session;
  client: s.Client;
  address: s.Address;
  shipment: Id;
  awb: string;
}

interface Endpoint {
  service: Service;
  method: Method;
  path: (r: Resources) => string;
  body?: (r: Resources) => Promise<unknown> | unknown;
}

// Every endpoint the portal calls for a signed-in user, with a body that would otherwise be
// accepted, so that the missing token is the only thing wrong.
const signedInEndpoints: Record<string, Endpoint> = {
  'POST /clients/{client}/addresses': {
    service: 'main',
    method: 'POST',
    path: (r) => `/clients/${r.client.id}/addresses`,
    body: (r) => flow.addressBody({}, r.session),
  },
  'POST /clients/{client}/addresses/customer': {
    service: 'main',
    method: 'POST',
    path: (r) => `/clients/${r.client.id}/addresses/customer`,
    body: (r) => flow.addressBody({}, r.session),
  },
  'GET /clients/{client}/addresses': {
    service: 'main',
    method: 'GET',
    path: (r) => `/clients/${r.client.id}/addresses`,
  },
  'GET /clients/{client}/addresses/customer': {
    service: 'main',
    method: 'GET',
    path: (r) => `/clients/${r.client.id}/addresses/customer`,
  },
  'GET /user/clients/{client}/addresses/{id}': {
    service: 'main',
    method: 'GET',
    path: (r) => `/user/clients/${r.client.id}/addresses/${r.address.id}`,
  },
  'DELETE /clients/{client}/addresses/{id}': {
    service: 'main',
    method: 'DELETE',
    path: (r) => `/clients/${r.client.id}/addresses/${r.address.id}`,
  },
  'POST /linked/customers': {
    service: 'auth',
    method: 'POST',
    path: () => '/linked/customers',
    body: (r) => ({ client_id: r.client.id }),
  },
  'POST /link-customer': {
    service: 'auth',
    method: 'POST',
    path: () => '/link-customer',
    body: (r) => ({ customer_id: r.address.id, client_id: r.client.id }),
  },
  'POST /customers/options': {
    service: 'main',
    method: 'POST',
    path: () => '/customers/options',
    body: () => ({ name: 'Nobody', email: 'nobody@example.com', phone: '+9611234567' }),
  },
  'POST /shipment-creation-payload': {
    service: 'main',
    method: 'POST',
    path: () => '/shipment-creation-payload',
    body: (r) => ({ client_id: r.client.id, customer_id: r.address.id }),
  },
  'POST /clients/{client}/shipments': {
    service: 'main',
    method: 'POST',
    path: (r) => `/clients/${r.client.id}/shipments`,
    body: async (r) => (await flow.shipmentBody(r.session, r.client.id)).body,
  },
  'GET /user/clients/{client}/stats': {
    service: 'main',
    method: 'GET',
    path: (r) => `/user/clients/${r.client.id}/stats`,
  },
  'GET /user/clients/{client}/shipments': {
    service: 'main',
    method: 'GET',
    path: (r) => `/user/clients/${r.client.id}/shipments`,
  },
  'GET /user/clients/{client}/shipments/{shipment}': {
    service: 'main',
    method: 'GET',
    path: (r) => `/user/clients/${r.client.id}/shipments/${r.shipment}`,
  },
  'GET /user/clients/{client}/pickup-requests': {
    service: 'main',
    method: 'GET',
    path: (r) => `/user/clients/${r.client.id}/pickup-requests`,
  },
  'POST /pickup-requests': {
    service: 'pickup',
    method: 'POST',
    path: () => '/pickup-requests',
    body: (r) => flow.pickupBody(r.address.id),
  },
  'GET /user/clients': { service: 'main', method: 'GET', path: () => '/user/clients' },
  'GET /my/clients': { service: 'main', method: 'GET', path: () => '/my/clients' },
  'GET /user-details': { service: 'auth', method: 'GET', path: () => '/user-details' },
  'POST /user/verify-otp (account link)': {
    service: 'main',
    method: 'POST',
    path: () => '/user/verify-otp',
    body: (r) => ({ otp: '123456', account_number: r.client.account_number }),
  },
  'POST /user/send-otp': {
    service: 'main',
    method: 'POST',
    path: () => '/user/send-otp',
    body: (r) => ({ account_number: r.client.account_number }),
  },
  'POST /user/change-password': {
    service: 'main',
    method: 'POST',
    path: () => '/user/change-password',
    body: (r) => ({
      user_id: r.session.user.id,
      old_password: target().user.password,
      new_password: target().user.password,
      new_password_confirmation: target().user.password,
    }),
  },
  'POST /user/update-profile': {
    service: 'main',
    method: 'POST',
    path: () => '/user/update-profile',
    body: (r) => ({
      user_id: r.session.user.id,
      first_name: r.session.user.first_name,
      last_name: r.session.user.last_name,
      country: r.session.user.country,
      province: r.session.user.province,
      city: r.session.user.city,
    }),
  },
  'POST /user/pickup-preferences': {
    service: 'main',
    method: 'POST',
    path: () => '/user/pickup-preferences',
    body: (r) => ({ address: String(r.address.id) }),
  },
  'POST /update/preferences': {
    service: 'main',
    method: 'POST',
    path: () => '/update/preferences',
    body: () => ({ date: '2030-01-15', time_from: '09:00', time_to: '12:00' }),
  },
  'POST /user/shipping-preferences': {
    service: 'main',
    method: 'POST',
    path: () => '/user/shipping-preferences',
    body: (r) => ({ address: String(r.address.id) }),
  },
  'POST /client/delete': {
    service: 'main',
    method: 'POST',
    path: () => '/client/delete',
    body: (r) => ({ client_id: r.client.id }),
  },
  'GET /awb/{awb}.pdf': { service: 'main', method: 'GET', path: (r) => `/awb/${r.awb}.pdf` },
};

describe('code 100 without a valid access token', () => {
  let r: Resources;
  beforeAll(async () => {
    const session = await flow.login(target().user);
    const client = await flow.firstClient(session);
    const address = await flow.createAddress(session, client.id);
    const shipments = ok(
      await api.get('main', `/user/clients/${client.id}/shipments`, { token: session.token }),
      s.paginated(s.shipmentRow),
    );
    const row = shipments.data.find((shipment) => shipment.packages.length > 0);
    const shipment = row
      ? { shipment: row.shipment_id, awb: row.packages[0]!.awb }
      : await flow
          .createShipment(session, client.id)
          .then((c) => ({ shipment: c.shipment_id, awb: c.packages[0]!.awb }));
    r = { session, client, address, ...shipment };
  });

  for (const [name, endpoint] of Object.entries(signedInEndpoints)) {
    it(`${name} answers code 100 with no token and with an unknown token`, async () => {
      const body = endpoint.body ? await endpoint.body(r) : undefined;
      const path = endpoint.path(r);
      signedOut(await api.call(endpoint.service, endpoint.method, path, { body }));
      signedOut(
        await api.call(endpoint.service, endpoint.method, path, { body, token: 'not-a-token' }),
      );
    });
  }

  it('changed nothing: the address and the account are still there', async () => {
    ok(
      await api.get('main', `/user/clients/${r.client.id}/addresses/${r.address.id}`, {
        token: r.session.token,
      }),
      s.address,
    );
    expect((await flow.clients(r.session)).map((c) => c.id)).toContain(r.client.id);
    await api.delete('main', `/clients/${r.client.id}/addresses/${r.address.id}`, {
      token: r.session.token,
    });
  });
});
