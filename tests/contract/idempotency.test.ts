// Extension: Idempotency-Key on the two bookings, POST /clients/{client}/shipments and
// POST /pickup-requests. The provider keeps key → first successful answer for 24 hours, per
// user, and answers a repeat of the key with that answer without booking again; the same key
// with another request is refused (4xx; the reference services answer 422). Each of the two
// services declares it at GET /extensions/idempotency-key. A backend without the extension
// fails this file only: the portal still books through it (the header is ignored), and does
// not repeat a booking whose answer was lost, which the user then sees as not made.
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ok, type Answer, type Query } from '../support/contract/api';
import type { Session } from '../support/contract/flows';
import * as s from '../support/contract/schemas';
import { useContract } from '../support/contract/suite';
import { otpReadable } from '../support/contract/target';

const { api, target, flow } = useContract();

const NOT_OFFERED =
  'the provider booked the repeat again: it does not offer the Idempotency-Key extension ' +
  '(tests/contract/README.md)';

let session: Session;
let client: s.Client;
beforeAll(async () => {
  session = await flow.login(target().user);
  client = await flow.firstClient(session);
});

const unique = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
const keyed = (key: string) => ({ 'Idempotency-Key': key });

const createShipment = (body: unknown, key: string, token = session.token) =>
  api.post('main', `/clients/${client.id}/shipments`, { token, body, headers: keyed(key) });

const bookPickup = (body: unknown, key: string, token = session.token) =>
  api.post('pickup', '/pickup-requests', { token, body, headers: keyed(key) });

async function shipmentsWith(reference: string): Promise<number> {
  const query: Query = { page: 1, search: reference };
  const page = ok(
    await api.get('main', `/user/clients/${client.id}/shipments`, { token: session.token, query }),
    s.paginated(s.shipmentRow),
  );
  return page.total;
}

/** A refusal of the request as such: 4xx with the failure envelope, nothing booked. */
function refused(answer: Answer): void {
  expect(
    answer.status,
    `the same key with another request: ${answer.status}`,
  ).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expect((answer.json as { success?: unknown } | undefined)?.success).toBe(false);
}

describe('GET /extensions/idempotency-key (extension)', () => {
  // The portal repeats a booking whose answer was lost only where the service says so.
  const declaration = z.object({ header: z.literal('Idempotency-Key'), kept_hours: z.number() });

  it.each(['main', 'pickup'] as const)('declares that the %s service keeps keys', async (svc) => {
    const declared = ok(await api.get(svc, '/extensions/idempotency-key'), declaration);
    expect(declared.kept_hours, NOT_OFFERED).toBeGreaterThanOrEqual(24);
  });
});

describe('POST /clients/{client}/shipments with Idempotency-Key (extension)', () => {
  it('answers a repeat of the key with the first shipment and creates no second one', async () => {
    const { body, reference } = await flow.shipmentBody(session, client.id);
    const key = `contract-shipment-${unique()}`;
    const first = ok(await createShipment(body, key), s.created);
    const again = ok(await createShipment(body, key), s.created);
    expect(String(again.shipment_id), NOT_OFFERED).toBe(String(first.shipment_id));
    expect(again.packages.map((p) => p.awb)).toEqual(first.packages.map((p) => p.awb));
    expect(await shipmentsWith(reference), NOT_OFFERED).toBe(1);
  });

  it('creates a shipment per key: another key is another booking', async () => {
    const { body, reference } = await flow.shipmentBody(session, client.id);
    const first = ok(await createShipment(body, `contract-shipment-${unique()}`), s.created);
    const second = ok(await createShipment(body, `contract-shipment-${unique()}`), s.created);
    expect(String(second.shipment_id)).not.toBe(String(first.shipment_id));
    expect(await shipmentsWith(reference)).toBe(2);
  });

  it('refuses the key with another body and creates nothing for it', async () => {
    const { body, reference } = await flow.shipmentBody(session, client.id);
    const key = `contract-shipment-${unique()}`;
    ok(await createShipment(body, key), s.created);
    const other = {
      ...body,
      shipment: { ...body.shipment, billingReference: `OTHER-${unique()}` },
    };
    const answer = await createShipment(other, key);
    expect(answer.status, NOT_OFFERED).not.toBe(200);
    refused(answer);
    if (target().embedded) expect(answer.status).toBe(422);
    expect(await shipmentsWith(reference)).toBe(1);
  });

  it('keeps no refusal: the corrected request with the same key creates the shipment', async () => {
    const { body, reference } = await flow.shipmentBody(session, client.id);
    const key = `contract-shipment-${unique()}`;
    const wrong = { ...body, senderAddressId: '' };
    expect((await createShipment(wrong, key)).status).toBe(422);
    ok(await createShipment(body, key), s.created);
    expect(await shipmentsWith(reference)).toBe(1);
  });
});

describe('POST /pickup-requests with Idempotency-Key (extension)', () => {
  let address: s.Address;
  beforeAll(async () => {
    address = await flow.createAddress(session, client.id);
  });

  it('answers a repeat of the key with the first pickup and books no second one', async () => {
    const body = flow.pickupBody(address.id);
    const key = `contract-pickup-${unique()}`;
    const first = ok(await bookPickup(body, key), s.withId);
    const again = ok(await bookPickup(body, key), s.withId);
    expect(String(again.id), NOT_OFFERED).toBe(String(first.id));
  });

  it('books a pickup per key', async () => {
    const body = flow.pickupBody(address.id);
    const first = ok(await bookPickup(body, `contract-pickup-${unique()}`), s.withId);
    const second = ok(await bookPickup(body, `contract-pickup-${unique()}`), s.withId);
    expect(String(second.id)).not.toBe(String(first.id));
  });

  it('refuses the key with another body', async () => {
    const key = `contract-pickup-${unique()}`;
    ok(await bookPickup(flow.pickupBody(address.id), key), s.withId);
    const answer = await bookPickup(flow.pickupBody(address.id, { nb_packages: 3 }), key);
    expect(answer.status, NOT_OFFERED).not.toBe(200);
    refused(answer);
    if (target().embedded) expect(answer.status).toBe(422);
  });
});

const strangerAvailable = otpReadable || Boolean(process.env.CONTRACT_OTHER_EMAIL);

describe.skipIf(!strangerAvailable)('Idempotency-Key scope (extension)', () => {
  it("never answers one user's key to another user", async () => {
    const { body } = await flow.shipmentBody(session, client.id);
    const key = `contract-shared-${unique()}`;
    ok(await createShipment(body, key), s.created);
    const other = target().otherUser;
    const stranger = other ? await flow.login(other) : (await flow.newUser()).session;
    // The stranger's repeat of the owner's exact request: were keys shared between users, it
    // would get the owner's shipment back; it must be treated as the stranger's own call.
    const answer = await createShipment(body, key, stranger.token);
    expect(answer.status, 'the first user’s answer was given to another user').toBe(403);
  });
});
