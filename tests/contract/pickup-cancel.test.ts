// Extension: cancel a pickup (`POST /pickup-requests/{id}/cancel`, pickup service) until its
// time window starts. The client's list then shows it cancelled. From the window's start on
// (and for a pickup done): 409 with a message, nothing changed. A repeat on a cancelled pickup
// answers 200 again (idempotent). 404 for no such pickup, 403 for a pickup of an account the
// user has not linked. A backend without the extension fails this file only, and the portal
// then says 'Your provider does not offer cancelling' and stops offering the action.
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { failure, forbidden, ok } from '../support/contract/api';
import type { Id } from '../support/contract/flows';
import * as s from '../support/contract/schemas';
import { signedIn } from '../support/contract/signed-in';
import { useContract } from '../support/contract/suite';
import { otpReadable } from '../support/contract/target';

const contract = useContract();
const { api, flow } = contract;
const me = signedIn(contract);

const cancel = (id: Id, token = me.session.token) =>
  api.post('pickup', `/pickup-requests/${id}/cancel`, { token, body: {} });

const book = async (overrides: Record<string, unknown> = {}) =>
  ok(
    await api.post('pickup', '/pickup-requests', {
      token: me.session.token,
      body: flow.pickupBody(address.id, overrides),
    }),
    s.withId,
  ).id;

/** Every pickup of the account, through the pages of the list. */
async function pickups() {
  const rows: Array<z.infer<typeof s.pickupRow>> = [];
  for (let page = 1; page <= 50; page += 1) {
    const result = ok(
      await api.get('main', `/user/clients/${me.client.id}/pickup-requests`, {
        token: me.session.token,
        query: { page, per_page: 100 },
      }),
      s.paginated(s.pickupRow),
    );
    rows.push(...result.data);
    if (page >= result.last_page) break;
  }
  return rows;
}

const find = async (id: Id) => (await pickups()).find((row) => String(row.id) === String(id));

const pad = (n: number) => String(n).padStart(2, '0');
const today = (at = new Date()) =>
  `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;

let address: s.Address;
beforeAll(async () => {
  address = await flow.createAddress(me.session, me.client.id);
});

describe('POST /pickup-requests/{id}/cancel', () => {
  it('cancels a pickup whose window has not started, and the list shows it cancelled', async () => {
    const id = await book();
    ok(await cancel(id), s.withId);
    const row = await find(id);
    expect(row, 'the list still shows the pickup').toBeDefined();
    expect(row!.status.label).toMatch(/cancel/i);
  });

  it('answers a repeat with the same cancelled pickup (idempotent)', async () => {
    const id = await book();
    ok(await cancel(id), s.withId);
    const again = ok(await cancel(id), s.withId);
    expect(String(again.id)).toBe(String(id));
    expect((await find(id))!.status.label).toMatch(/cancel/i);
  });

  it('refuses with 409 and a message once the window has started', async () => {
    // A pickup of an earlier day, else one booked in a window of today that has begun.
    const now = new Date();
    let started = (await pickups()).find(
      (row) => row.pickup_date < today(now) && !/cancel/i.test(row.status.label),
    )?.id;
    if (started === undefined && now.getHours() >= 7 && now.getHours() < 21) {
      const from = `${pad(now.getHours())}:00`;
      const to = `${pad(now.getHours() + 1)}:00`;
      started = await book({ pickup_date: today(now), pickup_time: `${from} - ${to}` });
    }
    expect(started, 'a pickup whose window has started').toBeDefined();
    const before = (await find(started!))!.status.label;
    const answer = await cancel(started!);
    expect(failure(answer, 409).notification.message).toMatch(/\S/);
    expect((await find(started!))!.status.label).toBe(before);
  });

  it('answers 404 for a pickup that does not exist', async () => {
    failure(await cancel(987654321), 404);
  });

  it.runIf(otpReadable)(
    "answers 403 to a user who has not linked the pickup's account",
    async () => {
      const id = await book();
      const stranger = await flow.newUser();
      forbidden(await cancel(id, stranger.session.token));
      expect((await find(id))!.status.label).not.toMatch(/cancel/i);
    },
  );
});
