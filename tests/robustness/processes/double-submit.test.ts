import type { Request } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PickupsTable } from '../../../shared/pickups/types';
import type { WizardValues } from '../../../shared/shipment-wizard/values';
import { domesticPackage } from '../../support/data/shipment-wizard';
import { dayFromToday } from '../../support/data/dates';
import { startFakeProvider, type FakeProvider } from '../../support/provider/fake-provider';
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
 * One booking per submit across processes (docs/scaling.md): two portal processes on one
 * Redis, and the same submit (same session cookie, same draft or pickup token) sent to both
 * at the same instant. The claim in Redis lets one of them call the provider; the other
 * finds it held. A pass-through in front of the services counts the booking calls that
 * reach the provider, and holds each one a while so the two submits surely overlap. (The
 * services' own Idempotency-Key store would also stop a second booking; the count is of
 * calls, so only the portals' shared claim keeps it at one.)
 */

const HOLD_MS = 600;

const scratch = new Scratch();
let provider: FakeProvider;
let a: PortalProcess;
let b: PortalProcess;

const isBooking = (req: Request) =>
  req.method === 'POST' &&
  (req.path === '/pickup-requests' || /^\/clients\/\d+\/shipments$/.test(req.path));

beforeAll(async () => {
  const services = scratch.keep(await startServices(scratch.file('reference.sqlite')));
  provider = await startFakeProvider({
    target: (req) => (req.path === '/pickup-requests' ? services.urls.pickup : services.urls.main),
    slowMs: HOLD_MS,
  });
  provider.slow.add(isBooking);
  const urls = { main: provider.url, auth: services.urls.auth, pickup: provider.url };
  [a, b] = await twoPortalsOnRedis(scratch, urls);
});

afterAll(async () => {
  await scratch.release();
  await provider?.close();
});

/** The same request, with the same cookies and XSRF token, sent to both processes at once. */
function toBoth(user: Browser, path: string, body: unknown): Promise<Response[]> {
  const send = (base: string) =>
    fetch(base + path, {
      method: 'POST',
      redirect: 'manual',
      headers: user.headers({ 'Content-Type': 'application/json' }),
      body: JSON.stringify(body),
    });
  return Promise.all([send(a.url), send(b.url)]);
}

const calls = (pattern: RegExp) => provider.calls.filter((call) => pattern.test(call));

describe('the same submit reaching two portal processes at once', () => {
  it('creates one shipment: one creation call reaches the provider', async () => {
    const user = await new Browser(a.url).signIn();
    const started = await pageOf(user, '/shipments/create', 'shipments/create-shipment');
    const values = started.draft.values;
    const consignee = (
      await user.json<{ options: Array<{ value: string; label: string }> }>(
        '/shipments/create/consignees?page=1',
      )
    ).options[0]!;
    const receiver = await deliveryAddressIn(user, values.senderCountry);
    const reference = `TWICE-${Date.now()}`;
    const complete: WizardValues = {
      ...values,
      customerId: consignee.value,
      customerText: consignee.label,
      reference1: reference,
      billingReference: 'BILL-TWICE',
      receiverAddressId: receiver.value,
      receiverAddressText: receiver.label,
      receiverCountry: receiver.country,
      productCode: 'N',
      packages: [domesticPackage()],
    };
    const creation = /^POST \/clients\/\d+\/shipments$/;
    const before = calls(creation).length;

    const answers = await toBoth(
      user,
      `/shipments/create?draft=${encodeURIComponent(started.draft.id)}`,
      complete,
    );

    for (const answer of answers) expect([302, 303]).toContain(answer.status);
    expect(answers.some((answer) => answer.headers.get('location') === '/dashboard')).toBe(true);
    expect(calls(creation).length - before).toBe(1);
    const list = await pageOf(
      user,
      `/shipments?search=${encodeURIComponent(reference)}`,
      'shipments/shipments',
    );
    expect(list.table.ok && list.table.value.total).toBe(1);
  });

  it('books one pickup: one booking call reaches the provider, both answers say booked', async () => {
    const user = await new Browser(b.url).signIn();
    const wizard = await pageOf(user, '/pickups/schedule', 'pickups/schedule-pickup');
    const address = wizard.addresses.ok ? wizard.addresses.value[0] : undefined;
    if (!address) throw new Error('the pickup wizard offered no address');
    const listed = async () =>
      ((await pageOf(user, '/pickups', 'pickups/pickups')).table as { value: PickupsTable }).value
        .total;
    const pickupsBefore = await listed();
    const booking = /^POST \/pickup-requests$/;
    const before = calls(booking).length;

    const answers = await toBoth(user, '/pickups/schedule', {
      address_id: address.value,
      nb_packages: '2',
      weight: '',
      length: '',
      width: '',
      height: '',
      pickup_date: dayFromToday(2),
      time_from: '10:00',
      time_to: '13:00',
      instruction: '',
      submission: wizard.submission,
    });

    // The second waits for the first and shares its outcome.
    expect(answers.map((answer) => answer.headers.get('location'))).toEqual([
      '/dashboard',
      '/dashboard',
    ]);
    expect(calls(booking).length - before).toBe(1);
    expect(await listed()).toBe(pickupsBefore + 1);
  });
});
