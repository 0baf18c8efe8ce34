// Profile and preferences: POST /user/update-profile, /user/pickup-preferences,
// /update/preferences, /user/shipping-preferences. Each test puts back what it changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { invalid, ok } from '../support/contract/api';
import type { Session } from '../support/contract/flows';
import * as s from '../support/contract/schemas';
import { useContract } from '../support/contract/suite';

const { api, target, flow } = useContract();

let session: Session;
let original: s.User;
let client: s.Client;
beforeAll(async () => {
  session = await flow.login(target().user);
  original = session.user;
  client = await flow.firstClient(session);
});

const post = (path: string, body: unknown) =>
  api.post('main', path, { token: session.token, body });

const details = async () =>
  ok(await api.get('auth', '/user-details', { token: session.token }), z.object({ user: s.user }))
    .user;

const profile = (changes: Partial<s.User>) => ({
  user_id: original.id,
  first_name: original.first_name,
  last_name: original.last_name,
  country: original.country,
  province: original.province,
  city: original.city,
  ...changes,
});

describe('POST /user/update-profile', () => {
  afterAll(async () => {
    await post('/user/update-profile', profile({}));
  });

  it('answers the updated user, which /user-details then shows', async () => {
    const updated = ok(
      await post('/user/update-profile', profile({ first_name: 'Renamed', last_name: 'Person' })),
      s.user,
    );
    expect(updated).toMatchObject({ first_name: 'Renamed', last_name: 'Person' });
    expect(updated.email).toBe(original.email);
    expect(await details()).toMatchObject({ first_name: 'Renamed', last_name: 'Person' });
  });

  it('answers 422 on first_name and last_name when they are empty', async () => {
    invalid(await post('/user/update-profile', profile({ first_name: '', last_name: '' })), [
      'first_name',
      'last_name',
    ]);
  });

  it('keeps e-mail and phone as they are', async () => {
    const updated = ok(
      await post('/user/update-profile', {
        ...profile({}),
        email: 'changed@example.com',
        phone_number: '+10000000000',
      }),
      s.user,
    );
    expect(updated.email).toBe(original.email);
    expect(updated.phone_number).toBe(original.phone_number);
  });
});

describe('address preferences', () => {
  let address: s.Address;
  beforeAll(async () => {
    address = await flow.createAddress(session, client.id);
  });
  afterAll(async () => {
    if (original.pickup_address_id !== null) {
      await post('/user/pickup-preferences', { address: String(original.pickup_address_id) });
    }
    if (original.shipping_address_id !== null) {
      await post('/user/shipping-preferences', { address: String(original.shipping_address_id) });
    }
  });

  it('POST /user/pickup-preferences sets the default pickup address', async () => {
    const user = ok(
      await post('/user/pickup-preferences', { address: String(address.id) }),
      s.user,
    );
    expect(String(user.pickup_address_id)).toBe(String(address.id));
    expect(String((await details()).pickup_address_id)).toBe(String(address.id));
  });

  it('POST /user/shipping-preferences sets the default shipping address', async () => {
    const user = ok(
      await post('/user/shipping-preferences', { address: String(address.id) }),
      s.user,
    );
    expect(String(user.shipping_address_id)).toBe(String(address.id));
    expect(String((await details()).shipping_address_id)).toBe(String(address.id));
  });

  it('both answer 422 on address when it is missing', async () => {
    invalid(await post('/user/pickup-preferences', {}), ['address']);
    invalid(await post('/user/shipping-preferences', {}), ['address']);
  });

  it('both refuse an address that does not exist', async () => {
    for (const path of ['/user/pickup-preferences', '/user/shipping-preferences']) {
      const answer = await post(path, { address: '999999999' });
      expect([403, 404, 422]).toContain(answer.status);
    }
  });
});

describe('POST /update/preferences', () => {
  afterAll(async () => {
    if (original.date && original.time_from && original.time_to) {
      await post('/update/preferences', {
        date: original.date,
        time_from: original.time_from,
        time_to: original.time_to,
      });
    }
  });

  it('sets the pickup date and times as YYYY-MM-DD and HH:mm', async () => {
    const wanted = { date: '2031-02-03', time_from: '09:30', time_to: '13:00' };
    const user = ok(await post('/update/preferences', wanted), s.user);
    expect(user).toMatchObject(wanted);
    expect(await details()).toMatchObject(wanted);
  });

  it('answers 422 on each field that is not a date or a time', async () => {
    const valid = { date: '2031-02-03', time_from: '09:30', time_to: '13:00' };
    invalid(await post('/update/preferences', { ...valid, date: 'soon' }), ['date']);
    invalid(await post('/update/preferences', { ...valid, time_from: '9am' }), ['time_from']);
    invalid(await post('/update/preferences', { ...valid, time_to: '25:99' }), ['time_to']);
  });
});
