// The address book of a client account, client and customer (consignee) kinds, and the auth
// service's address validation.
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { failure, invalid, ok } from '../support/contract/api';
import type { Session } from '../support/contract/flows';
import * as s from '../support/contract/schemas';
import { useContract } from '../support/contract/suite';

const { api, target, flow } = useContract();

let session: Session;
let client: s.Client;
beforeAll(async () => {
  session = await flow.login(target().user);
  client = await flow.firstClient(session);
});

const REQUIRED = [
  'label',
  'company',
  'attention',
  'address1',
  'email',
  'phone',
  'area_code',
  'country',
  'province',
  'city',
  'address_type',
];

const post = (path: string, body: unknown) =>
  api.post('main', path, { token: session.token, body });
const list = async (kind: '' | '/customer') =>
  ok(
    await api.get('main', `/clients/${client.id}/addresses${kind}`, { token: session.token }),
    z.array(s.address),
  );
const one = (id: string | number) =>
  api.get('main', `/user/clients/${client.id}/addresses/${id}`, { token: session.token });

describe('POST /clients/{client}/addresses', () => {
  it('creates a client address that is listed and read back', async () => {
    const body = await flow.addressBody({}, session);
    const created = ok(await post(`/clients/${client.id}/addresses`, body), s.address);
    expect(created).toMatchObject({ ...body, kind: 'client' });
    expect(ok(await one(created.id), s.address)).toEqual(created);
    expect((await list('')).map((a) => a.id)).toContain(created.id);
    expect((await list('/customer')).map((a) => a.id)).not.toContain(created.id);
  });

  it('answers 422 on every required field when they are missing', async () => {
    invalid(await post(`/clients/${client.id}/addresses`, {}), REQUIRED);
  });

  it('does not require address2', async () => {
    const body = await flow.addressBody({ address2: undefined }, session);
    ok(await post(`/clients/${client.id}/addresses`, body), s.address);
  });

  it('answers 422 on email for a malformed e-mail', async () => {
    const body = await flow.addressBody({ email: 'not-an-email' }, session);
    invalid(await post(`/clients/${client.id}/addresses`, body), ['email']);
  });

  it('takes free text for province and city where the country has no provinces', async () => {
    const provinces = ok(
      await api.get('main', '/provinces', { query: { country: 'AX' } }),
      z.object({ data: z.array(s.geoRow) }),
    ).data;
    if (provinces.length > 0) return; // the provider lists provinces here: nothing to check
    const body = await flow.addressBody(
      { country: 'AX', province: 'Aland', city: 'Mariehamn' },
      session,
    );
    const created = ok(await post(`/clients/${client.id}/addresses`, body), s.address);
    expect(created).toMatchObject({ country: 'AX', province: 'Aland', city: 'Mariehamn' });
  });

  it('answers 422 on province for a province that is not in the list of the country', async () => {
    const body = await flow.addressBody({ province: 'No Such Province' }, session);
    invalid(await post(`/clients/${client.id}/addresses`, body), ['province']);
  });
});

describe('POST /clients/{client}/addresses/customer', () => {
  it('creates a customer address, listed apart from the client addresses', async () => {
    const body = await flow.addressBody({}, session);
    const created = ok(await post(`/clients/${client.id}/addresses/customer`, body), s.address);
    expect(created).toMatchObject({ ...body, kind: 'customer' });
    expect((await list('/customer')).map((a) => a.id)).toContain(created.id);
    expect((await list('')).map((a) => a.id)).not.toContain(created.id);
  });

  it('needs no label or e-mail, but an attention', async () => {
    const body = await flow.addressBody({ label: undefined, email: undefined }, session);
    const created = ok(await post(`/clients/${client.id}/addresses/customer`, body), s.address);
    expect(created.kind).toBe('customer');
    const errors = invalid(
      await post(`/clients/${client.id}/addresses/customer`, { ...body, attention: '' }),
      ['attention'],
    );
    expect(errors.label).toBeUndefined();
    expect(errors.email).toBeUndefined();
  });
});

describe('GET and DELETE one address', () => {
  it('answers 404 for an address that does not exist', async () => {
    failure(await one('999999999'), 404);
  });

  it('deletes an address: null data, then 404 and gone from the list', async () => {
    const created = await flow.createAddress(session, client.id);
    ok(
      await api.delete('main', `/clients/${client.id}/addresses/${created.id}`, {
        token: session.token,
      }),
      s.nothing,
    );
    failure(await one(created.id), 404);
    expect((await list('')).map((a) => a.id)).not.toContain(created.id);
  });

  it('lists only addresses with the contract shape', async () => {
    for (const address of await list('')) expect(address.kind).toBe('client');
    for (const address of await list('/customer')) expect(address.kind).toBe('customer');
  });
});

describe('POST /validate-address (auth service)', () => {
  const validate = (body: unknown) =>
    api.post('auth', '/validate-address', { token: session.token, body });
  const topLevel = z.object({
    success: z.boolean(),
    errors: z.record(z.string(), z.string()).optional(),
  });

  it('answers success for a valid address', async () => {
    const answer = await validate(await flow.addressBody({}, session));
    expect(answer.status).toBeLessThan(300);
    expect(topLevel.parse(answer.json).success).toBe(true);
  });

  it('answers 422 with success false and the field errors for an invalid one', async () => {
    const body = await flow.addressBody({ attention: '', email: 'not-an-email' }, session);
    const answer = await validate(body);
    invalid(answer, ['attention', 'email']);
    expect(topLevel.parse(answer.json).success).toBe(false);
  });
});
