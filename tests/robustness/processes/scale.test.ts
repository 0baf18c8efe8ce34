import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WizardValues } from '../../../shared/shipment-wizard/values';
import { domesticPackage } from '../../support/data/shipment-wizard';
import {
  Browser,
  pageOf,
  Scratch,
  startServices,
  twoPortalsOnRedis,
  type PortalProcess,
  deliveryAddressIn,
} from '../../support/processes';

/**
 * Several processes (docs/scaling.md): two portal processes with the same
 * REDIS_URL and SESSION_SECRET in front of the same services, as behind a load balancer
 * without sticky sessions. A user signs in on one, fills half the Create Shipment wizard
 * there, and finishes it on the other. Each process is given its own SESSION_DB, so
 * nothing but Redis can carry the session from one to the other.
 */

const scratch = new Scratch();
let a: PortalProcess;
let b: PortalProcess;

beforeAll(async () => {
  const services = scratch.keep(await startServices(scratch.file('reference.sqlite')));
  // The limits as in production, so that a shared counter is reached in a few tries.
  [a, b] = await twoPortalsOnRedis(scratch, services, { RATE_LIMIT_SCALE: '1' });
});

afterAll(() => scratch.release());

describe('two portal processes sharing REDIS_URL', () => {
  it('start a shipment wizard on one process and create the shipment on the other', async () => {
    const user = await new Browser(a.url).signIn();

    // On A: pickup address (the default one), consignee and references; step 3 is next.
    const started = await pageOf(user, '/shipments/create', 'shipments/create-shipment');
    const half = started.draft.values;
    expect(half.senderAddressId).not.toBe('');
    const consignee = (
      await user.json<{ options: Array<{ value: string; label: string }> }>(
        '/shipments/create/consignees?page=1',
      )
    ).options[0]!;
    const reference = `SCALE-${Date.now()}`;
    const halfway: WizardValues = {
      ...half,
      customerId: consignee.value,
      customerText: consignee.label,
      reference1: reference,
      billingReference: 'BILL-AB',
    };
    const saved = await user.send('PUT', '/shipments/create/draft', {
      draftId: started.draft.id,
      step: 3,
      values: halfway,
    });
    expect(saved.status).toBe(204);

    // On B: the same session, the same draft, where the user left it.
    user.base = b.url;
    const resumed = await pageOf(user, '/shipments/create', 'shipments/create-shipment');
    expect(resumed.auth.user?.email).toBe('demo@portal.test');
    expect(resumed.draft).toMatchObject({ id: started.draft.id, step: 3 });
    expect(resumed.draft.values).toMatchObject({
      senderAddressId: half.senderAddressId,
      customerId: consignee.value,
      reference1: reference,
    });

    const receiver = await deliveryAddressIn(user, half.senderCountry);
    const complete: WizardValues = {
      ...resumed.draft.values,
      receiverAddressId: receiver.value,
      receiverAddressText: receiver.label,
      receiverCountry: receiver.country,
      productCode: 'N',
      packages: [domesticPackage()],
    };
    const created = await user.send(
      'POST',
      `/shipments/create?draft=${encodeURIComponent(started.draft.id)}`,
      complete,
    );
    expect(created.status).toBe(303);
    expect(created.headers.get('location')).toBe('/dashboard');

    const dashboard = await pageOf(user, '/dashboard', 'dashboard/dashboard');
    expect(dashboard.pickupPrompt).toEqual({ shipperAddressId: half.senderAddressId });
    const list = await pageOf(
      user,
      `/shipments?search=${encodeURIComponent(reference)}`,
      'shipments/shipments',
    );
    expect(list.table.ok && list.table.value.rows.map((r) => r.orderReference)).toEqual([
      reference,
    ]);

    // Back on A: the draft is known as created there too, so a resubmit creates nothing,
    // and the wizard starts a new draft.
    user.base = a.url;
    const again = await user.send(
      'POST',
      `/shipments/create?draft=${encodeURIComponent(started.draft.id)}`,
      complete,
    );
    expect(again.headers.get('location')).toBe('/dashboard');
    const fresh = await pageOf(user, '/shipments/create', 'shipments/create-shipment');
    expect(fresh.draft.id).not.toBe(started.draft.id);
    const still = await pageOf(
      user,
      `/shipments?search=${encodeURIComponent(reference)}`,
      'shipments/shipments',
    );
    expect(still.table.ok && still.table.value.total).toBe(1);
  });

  it('sign out on one process ends the session on the other', async () => {
    const user = await new Browser(a.url).signIn();
    await pageOf(user, '/dashboard', 'dashboard/dashboard');
    // What a second tab still holds: the cookies of the session before sign-out.
    const otherTab = user.headers();
    user.base = b.url;
    const out = await user.send('POST', '/logout', {});
    expect([302, 303]).toContain(out.status);
    const after = await fetch(`${a.url}/dashboard`, { headers: otherTab, redirect: 'manual' });
    expect(after.status).toBe(302);
    expect(after.headers.get('location')).toBe('/login');
  });

  it('count rate limits together: attempts on both processes add up', async () => {
    // Reset Password allows five requests per e-mail an hour: three on A and two on B use
    // them up, and the sixth is refused wherever it lands.
    const email = `shared.limit.${Date.now()}@portal.test`;
    const request = async (url: string) => {
      const visitor = new Browser(url);
      await visitor.open('/reset-password');
      const res = await visitor.send('POST', '/reset-password', { email });
      return { visitor, to: res.headers.get('location') };
    };
    for (const url of [a.url, b.url, a.url, b.url, a.url]) {
      expect((await request(url)).to).toBe('/reset-password/verify');
    }
    const refused = await request(b.url);
    expect(refused.to).not.toBe('/reset-password/verify');
    const page = await refused.visitor.visit('/reset-password');
    const { flash } = (await page.json()) as { flash: { toasts?: Array<{ message: string }> } };
    expect(flash.toasts?.map((t) => t.message)).toEqual([
      expect.stringMatching(/^Too many attempts/),
    ]);
  });
});
