// Pickup requests: POST /pickup-requests (pickup service) and the client's list on the main API.
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { invalid, ok, type Query } from '../support/contract/api';
import { tomorrow, type Session } from '../support/contract/flows';
import * as s from '../support/contract/schemas';
import { useContract } from '../support/contract/suite';

const { api, target, flow } = useContract();

let session: Session;
let client: s.Client;
let address: s.Address;
beforeAll(async () => {
  session = await flow.login(target().user);
  client = await flow.firstClient(session);
  address = await flow.createAddress(session, client.id);
});

const listPickups = async (query: Query) =>
  ok(
    await api.get('main', `/user/clients/${client.id}/pickup-requests`, {
      token: session.token,
      query,
    }),
    s.paginated(s.pickupRow),
  );

/** Looks for a pickup through the pages of the list (newest are not promised first). */
async function findPickup(id: string | number) {
  for (let page = 1; page <= 50; page += 1) {
    const result = await listPickups({ page });
    const row = result.data.find((r) => String(r.id) === String(id));
    if (row || page >= result.last_page) return row;
  }
  return undefined;
}

describe('POST /pickup-requests', () => {
  it('schedules a pickup that the client list then shows', async () => {
    const body = flow.pickupBody(address.id);
    const { id } = ok(
      await api.post('pickup', '/pickup-requests', { token: session.token, body }),
      s.withId,
    );
    const row = await findPickup(id);
    expect(row).toBeDefined();
    expect(Number(row!.nb_packages)).toBe(body.nb_packages);
    // The form's weight may be read per package or for the whole pickup.
    expect([body.weight, body.weight * body.nb_packages]).toContain(Number(row!.total_weight));
    expect(row!.pickup_date).toBe(tomorrow());
    expect(row!.pickup_time_from).toBe('10:00');
    expect(row!.pickup_time_to).toBe('12:00');
    expect(row!.address).toMatchObject({
      address1: address.address1,
      attention: address.attention,
      phone: address.phone,
      email: address.email,
    });
    expect(row!.status.label).toMatch(/\S/);
  });

  it('answers 422 on the required fields when they are missing', async () => {
    invalid(await api.post('pickup', '/pickup-requests', { token: session.token, body: {} }), [
      'address_id',
      'nb_packages',
      'pickup_date',
      'pickup_time',
    ]);
  });

  it('reads today and the time where the pickup is (Lebanon), whatever the machine’s clock', async () => {
    const inBeirut = (parts: Intl.DateTimeFormatOptions, at = new Date()) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Beirut', ...parts }).format(at);
    const today = inBeirut({});
    const yesterday = inBeirut({}, new Date(Date.now() - 86_400_000));
    invalid(
      await api.post('pickup', '/pickup-requests', {
        token: session.token,
        body: flow.pickupBody(address.id, { pickup_date: yesterday }),
      }),
      ['pickup_date'],
    );
    // The first window of the day is over in Beirut from 06:30 (a UTC machine reads 04:30).
    const hour = Number(inBeirut({ hour: '2-digit', hourCycle: 'h23' }));
    if (hour < 7) return;
    const refused = invalid(
      await api.post('pickup', '/pickup-requests', {
        token: session.token,
        body: flow.pickupBody(address.id, { pickup_date: today, pickup_time: '06:00 - 06:30' }),
      }),
      ['pickup_time'],
    );
    expect(JSON.stringify(refused)).toContain('already passed today');
  });

  it('answers 422 on pickup_time when it is not "HH:mm - HH:mm"', async () => {
    invalid(
      await api.post('pickup', '/pickup-requests', {
        token: session.token,
        body: flow.pickupBody(address.id, { pickup_time: 'morning' }),
      }),
      ['pickup_time'],
    );
  });
});

describe('GET /user/clients/{client}/pickup-requests', () => {
  it('pages rows with the contract pagination shape', async () => {
    const first = await listPickups({ page: 1 });
    expect(first.current_page).toBe(1);
    expect(first.total).toBeGreaterThan(0);
    expect(first.last_page).toBe(Math.max(1, Math.ceil(first.total / first.per_page)));
    expect(first.data.length).toBe(Math.min(first.per_page, first.total));
    const beyond = await listPickups({ page: first.last_page + 1 });
    expect(beyond.data).toEqual([]);
  });

  it('answers no rows for a search that matches nothing', async () => {
    const none = await listPickups({ page: 1, search: 'zzzz-no-such-pickup' });
    expect(none.data).toEqual([]);
    expect(none.total).toBe(0);
  });

  it('finds a pickup by its address in a search', async () => {
    const body = flow.pickupBody(address.id);
    const { id } = ok(
      await api.post('pickup', '/pickup-requests', { token: session.token, body }),
      s.withId,
    );
    const found = await listPickups({ page: 1, search: address.attention });
    expect(found.data.map((r) => String(r.id))).toContain(String(id));
  });
});

describe('GET /client-portal/pickups/statuses/options (extension)', () => {
  it('offers the pickup statuses with All first, or answers 404 (no chips)', async () => {
    const answer = await api.get('main', '/client-portal/pickups/statuses/options', {
      token: session.token,
    });
    if (answer.status === 404) return;
    const options = ok(answer, z.array(z.object({ value: z.string(), label: z.string() })));
    expect(options[0]).toEqual({ value: '', label: 'All' });
    const some = options[1];
    expect(some).toBeDefined();
    const filtered = await listPickups({ page: 1, status: some!.value });
    for (const row of filtered.data) expect(row.status.label).toBe(some!.label);
  });
});
