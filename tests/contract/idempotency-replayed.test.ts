// Extension: a booking answered again from its Idempotency-Key says so with the header
// `Idempotent-Replayed: true` (as Stripe and the IETF draft do); a booking made now has no
// such header, or `false`. The portal tells its user from it which rows of an uploaded file
// already existed. A backend that keeps keys but not this header fails this file only, and
// the portal then cannot tell a row created now from one created by an earlier upload.
import { describe, expect, it } from 'vitest';
import { ok, successEnvelope } from '../support/contract/api';
import * as s from '../support/contract/schemas';
import { signedIn, uniqueTag as unique } from '../support/contract/signed-in';
import { useContract } from '../support/contract/suite';

const contract = useContract();
const { target, flow } = contract;
const me = signedIn(contract);

const HEADER = 'Idempotent-Replayed';

/** A booking with its answer's replay header, which the suite's fetch helper leaves out. */
async function book(service: 'main' | 'pickup', path: string, body: unknown, key?: string) {
  const response = await fetch(target().urls[service] + path, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'Access-Token': me.session.token,
      ...(key ? { 'Idempotency-Key': key } : {}),
    },
    body: JSON.stringify(body),
  });
  const json: unknown = await response.json();
  const answer = { status: response.status, contentType: '', json, bytes: Buffer.alloc(0) };
  expect(successEnvelope.safeParse(json).success, JSON.stringify(json).slice(0, 300)).toBe(true);
  return { answer, replayed: response.headers.get(HEADER)?.trim().toLowerCase() ?? null };
}

const notReplayed = (value: string | null) => expect([null, 'false']).toContain(value);

describe(`POST /clients/{client}/shipments: ${HEADER}`, () => {
  const create = (body: unknown, key?: string) =>
    book('main', `/clients/${me.client.id}/shipments`, body, key);

  it('is true on the answer repeated for a key, and absent or false on the first', async () => {
    const { body } = await flow.shipmentBody(me.session, me.client.id);
    const key = `contract-replayed-${unique()}`;
    const first = await create(body, key);
    notReplayed(first.replayed);
    const again = await create(body, key);
    expect(again.replayed, `the repeat's ${HEADER} header`).toBe('true');
    expect(ok(again.answer, s.created).shipment_id).toEqual(
      ok(first.answer, s.created).shipment_id,
    );
  });

  it('is absent or false on a booking without a key', async () => {
    const { body } = await flow.shipmentBody(me.session, me.client.id);
    notReplayed((await create(body)).replayed);
  });
});

describe(`POST /pickup-requests: ${HEADER}`, () => {
  it('is true on the answer repeated for a key, and absent or false on the first', async () => {
    const address = await flow.createAddress(me.session, me.client.id);
    const body = flow.pickupBody(address.id);
    const key = `contract-replayed-${unique()}`;
    notReplayed((await book('pickup', '/pickup-requests', body, key)).replayed);
    expect((await book('pickup', '/pickup-requests', body, key)).replayed).toBe('true');
  });
});
