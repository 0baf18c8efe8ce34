// "A user sees and touches only the clients they linked (403 otherwise), and only addresses,
// shipments and pickups of those": every endpoint that takes a client, an address, a shipment,
// an AWB or a user id, called by a second user on the first user's data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forbidden, ok, type Method, type Service } from '../support/contract/api';
import type { Id, Session } from '../support/contract/flows';
import * as s from '../support/contract/schemas';
import { useContract } from '../support/contract/suite';
import { otpReadable } from '../support/contract/target';

const { api, target, flow } = useContract();

interface Owned {
  owner: Session;
  client: s.Client;
  address: s.Address;
  customerId: Id;
  shipment: Id;
  awb: string;
}

interface Endpoint {
  service: Service;
  method: Method;
  path: (o: Owned) => string;
  body?: (o: Owned) => Promise<unknown> | unknown;
}

const clientEndpoints: Record<string, Endpoint> = {
  'POST /clients/{client}/addresses': {
    service: 'main',
    method: 'POST',
    path: (o) => `/clients/${o.client.id}/addresses`,
    body: (o) => flow.addressBody({}, o.owner),
  },
  'POST /clients/{client}/addresses/customer': {
    service: 'main',
    method: 'POST',
    path: (o) => `/clients/${o.client.id}/addresses/customer`,
    body: (o) => flow.addressBody({}, o.owner),
  },
  'GET /clients/{client}/addresses': {
    service: 'main',
    method: 'GET',
    path: (o) => `/clients/${o.client.id}/addresses`,
  },
  'GET /clients/{client}/addresses/customer': {
    service: 'main',
    method: 'GET',
    path: (o) => `/clients/${o.client.id}/addresses/customer`,
  },
  'GET /user/clients/{client}/addresses/{id}': {
    service: 'main',
    method: 'GET',
    path: (o) => `/user/clients/${o.client.id}/addresses/${o.address.id}`,
  },
  'DELETE /clients/{client}/addresses/{id}': {
    service: 'main',
    method: 'DELETE',
    path: (o) => `/clients/${o.client.id}/addresses/${o.address.id}`,
  },
  'POST /linked/customers': {
    service: 'auth',
    method: 'POST',
    path: () => '/linked/customers',
    body: (o) => ({ client_id: o.client.id }),
  },
  'POST /link-customer': {
    service: 'auth',
    method: 'POST',
    path: () => '/link-customer',
    body: (o) => ({ customer_id: o.customerId, client_id: o.client.id }),
  },
  'POST /shipment-creation-payload': {
    service: 'main',
    method: 'POST',
    path: () => '/shipment-creation-payload',
    body: (o) => ({ client_id: o.client.id, customer_id: o.customerId }),
  },
  'POST /clients/{client}/shipments': {
    service: 'main',
    method: 'POST',
    path: (o) => `/clients/${o.client.id}/shipments`,
    body: async (o) => (await flow.shipmentBody(o.owner, o.client.id)).body,
  },
  'GET /user/clients/{client}/stats': {
    service: 'main',
    method: 'GET',
    path: (o) => `/user/clients/${o.client.id}/stats`,
  },
  'GET /user/clients/{client}/shipments': {
    service: 'main',
    method: 'GET',
    path: (o) => `/user/clients/${o.client.id}/shipments`,
  },
  'GET /user/clients/{client}/shipments/{shipment}': {
    service: 'main',
    method: 'GET',
    path: (o) => `/user/clients/${o.client.id}/shipments/${o.shipment}`,
  },
  'GET /user/clients/{client}/pickup-requests': {
    service: 'main',
    method: 'GET',
    path: (o) => `/user/clients/${o.client.id}/pickup-requests`,
  },
  'POST /pickup-requests (address of another user)': {
    service: 'pickup',
    method: 'POST',
    path: () => '/pickup-requests',
    body: (o) => flow.pickupBody(o.address.id),
  },
  'POST /client/delete': {
    service: 'main',
    method: 'POST',
    path: () => '/client/delete',
    body: (o) => ({ client_id: o.client.id }),
  },
  'POST /user/pickup-preferences (address of another user)': {
    service: 'main',
    method: 'POST',
    path: () => '/user/pickup-preferences',
    body: (o) => ({ address: String(o.address.id) }),
  },
  'POST /user/shipping-preferences (address of another user)': {
    service: 'main',
    method: 'POST',
    path: () => '/user/shipping-preferences',
    body: (o) => ({ address: String(o.address.id) }),
  },
  'POST /user/change-password (user_id of another user)': {
    service: 'main',
    method: 'POST',
    path: () => '/user/change-password',
    body: (o) => ({
      user_id: o.owner.user.id,
      // The owner's own password as the new one: a backend that wrongly accepts the call
      // still leaves the test user able to sign in.
      old_password: target().user.password,
      new_password: target().user.password,
      new_password_confirmation: target().user.password,
    }),
  },
  'POST /user/update-profile (user_id of another user)': {
    service: 'main',
    method: 'POST',
    path: () => '/user/update-profile',
    body: (o) => ({
      user_id: o.owner.user.id,
      first_name: 'Taken',
      last_name: 'Over',
      country: o.owner.user.country,
      province: o.owner.user.province,
      city: o.owner.user.city,
    }),
  },
  'GET /awb/{awb}.pdf': { service: 'main', method: 'GET', path: (o) => `/awb/${o.awb}.pdf` },
};

const strangerAvailable = otpReadable || Boolean(process.env.CONTRACT_OTHER_EMAIL);

describe.skipIf(!strangerAvailable)(
  '403 on data of client accounts the user has not linked',
  () => {
    let owned: Owned;
    let stranger: Session;
    beforeAll(async () => {
      const owner = await flow.login(target().user);
      const client = await flow.firstClient(owner);
      const address = await flow.createAddress(owner, client.id);
      const consignee = await flow.createConsignee(owner, client.id);
      const created = await flow.createShipment(owner, client.id);
      owned = {
        owner,
        client,
        address,
        customerId: consignee.customerId,
        shipment: created.shipment_id,
        awb: created.packages[0]!.awb,
      };
      const other = target().otherUser;
      stranger = other ? await flow.login(other) : (await flow.newUser()).session;
    });

    afterAll(async () => {
      await api.delete('main', `/clients/${owned.client.id}/addresses/${owned.address.id}`, {
        token: owned.owner.token,
      });
    });

    for (const [name, endpoint] of Object.entries(clientEndpoints)) {
      it(`${name} answers 403`, async () => {
        const body = endpoint.body ? await endpoint.body(owned) : undefined;
        forbidden(
          await api.call(endpoint.service, endpoint.method, endpoint.path(owned), {
            token: stranger.token,
            body,
          }),
        );
      });
    }

    it("left the owner's data as it was", async () => {
      const { owner, client, address } = owned;
      ok(
        await api.get('main', `/user/clients/${client.id}/addresses/${address.id}`, {
          token: owner.token,
        }),
        s.address,
      );
      expect((await flow.clients(owner)).map((c) => c.id)).toContain(client.id);
      const me = await flow.login(target().user);
      expect(me.user.first_name).toBe(owner.user.first_name);
      expect(me.user.last_name).toBe(owner.user.last_name);
    });

    it("the stranger's own lists stay empty of the owner's data", async () => {
      const theirs = await flow.clients(stranger);
      expect(theirs.map((c) => c.id)).not.toContain(owned.client.id);
    });
  },
);
