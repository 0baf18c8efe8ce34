// Extension: cancel a shipment (`POST /clients/{client}/shipments/{id}/cancel`) while none of
// its packages has been picked up. The shipment and every package then read 'cancelled' in the
// list (`status.slug`), the detail (`last_status`), the status options and the status filter,
// and each package's label is refused with 409 and a message. Once a package has been picked
// up: 409 with a message, nothing changed. A repeat on a cancelled shipment answers 200 again
// (idempotent). 404 for no such shipment, 403 for another account's. A backend without the
// extension fails this file only, and the portal then says 'Your provider does not offer
// cancelling' and stops offering the action.
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { failure, forbidden, ok, type Query } from '../support/contract/api';
import type { Id } from '../support/contract/flows';
import * as s from '../support/contract/schemas';
import { signedIn } from '../support/contract/signed-in';
import { useContract } from '../support/contract/suite';
import { otpReadable } from '../support/contract/target';

const contract = useContract();
const { api, flow } = contract;
const me = signedIn(contract);

const status = z.object({ slug: z.literal('cancelled'), label: z.string().min(1) });
const cancelled = z.object({
  shipment_id: s.id,
  packages: z.array(z.object({ id: s.id, awb: z.string().min(1), status })).min(1),
});

/** A list row whose packages' status carries its slug ('cancelled' once cancelled). */
const listed = s.shipmentRow.extend({
  packages: z.array(
    s.packageRow.extend({ status: z.object({ slug: z.string().optional(), label: z.string() }) }),
  ),
});

const cancel = (client: Id, shipment: Id, token = me.session.token) =>
  api.post('main', `/clients/${client}/shipments/${shipment}/cancel`, { token, body: {} });

const list = async (query: Query) =>
  ok(
    await api.get('main', `/user/clients/${me.client.id}/shipments`, {
      token: me.session.token,
      query: { per_page: 100, ...query },
    }),
    s.paginated(listed),
  );

const detail = async (shipment: Id) =>
  ok(
    await api.get('main', `/user/clients/${me.client.id}/shipments/${shipment}`, {
      token: me.session.token,
    }),
    s.shipmentDetail,
  );

let fresh: Awaited<ReturnType<typeof flow.createShipment>>;
beforeAll(async () => {
  fresh = await flow.createShipment(me.session, me.client.id);
});

describe('POST /clients/{client}/shipments/{id}/cancel', () => {
  it('cancels a shipment none of whose packages has been picked up', async () => {
    const data = ok(await cancel(me.client.id, fresh.shipment_id), cancelled);
    expect(String(data.shipment_id)).toBe(String(fresh.shipment_id));
    expect(data.packages.map((p) => p.awb).sort()).toEqual(fresh.packages.map((p) => p.awb).sort());
  });

  it('shows it cancelled in the list, the detail, the status options and the filter', async () => {
    const page = await list({ status: 'cancelled', search: fresh.reference });
    const row = page.data.find((r) => String(r.shipment_id) === String(fresh.shipment_id));
    expect(row, 'the cancelled filter lists it').toBeDefined();
    for (const pkg of row!.packages) {
      expect(pkg.status.slug).toBe('cancelled');
      expect(pkg.status.label).toMatch(/cancel/i);
    }
    const shown = await detail(fresh.shipment_id);
    for (const pkg of shown.packages) expect(pkg.last_status.label).toMatch(/cancel/i);
    const options = ok(
      await api.get('main', '/client-portal/shipments/statuses/options', {
        token: me.session.token,
      }),
      s.options,
    );
    expect(options).toContainEqual(expect.objectContaining({ value: 'cancelled' }));
  });

  it('refuses the labels of a cancelled shipment with 409 and a message', async () => {
    const answer = await api.get('main', `/awb/${fresh.packages[0]!.awb}.pdf`, {
      token: me.session.token,
    });
    expect(failure(answer, 409).notification.message).toMatch(/\S/);
  });

  it('answers a repeat with the same cancelled shipment (idempotent)', async () => {
    const data = ok(await cancel(me.client.id, fresh.shipment_id), cancelled);
    expect(String(data.shipment_id)).toBe(String(fresh.shipment_id));
  });

  it('refuses with 409 and a message once a package has been picked up', async () => {
    // Any shipment of the account that is on its way or delivered.
    let picked: z.infer<typeof listed> | undefined;
    for (const slug of ['picked_up', 'in_transit', 'out_for_delivery', 'delivered']) {
      picked = (await list({ status: slug })).data[0];
      if (picked) break;
    }
    expect(picked, 'the test account has a shipment picked up').toBeDefined();
    const answer = await cancel(me.client.id, picked!.shipment_id);
    expect(failure(answer, 409).notification.message).toMatch(/picked up/i);
    const after = await detail(picked!.shipment_id);
    for (const pkg of after.packages) expect(pkg.last_status.label).not.toMatch(/cancel/i);
  });

  it('answers 404 for a shipment that does not exist', async () => {
    failure(await cancel(me.client.id, 987654321), 404);
  });

  it("answers 403 for another account's shipment", async () => {
    const clients = await flow.clients(me.session);
    const other = clients.find((c) => String(c.id) !== String(me.client.id));
    const mine = await flow.createShipment(me.session, me.client.id);
    if (other) forbidden(await cancel(other.id, mine.shipment_id));
    // An account the user has not linked, whatever the shipment.
    forbidden(await cancel(999_999_999, mine.shipment_id));
    const still = await detail(mine.shipment_id);
    for (const pkg of still.packages) expect(pkg.last_status.label).not.toMatch(/cancel/i);
  });

  it.runIf(otpReadable)(
    "answers 403 to a user who has not linked the shipment's account",
    async () => {
      const stranger = await flow.newUser();
      const mine = await flow.createShipment(me.session, me.client.id);
      forbidden(await cancel(me.client.id, mine.shipment_id, stranger.session.token));
    },
  );
});
