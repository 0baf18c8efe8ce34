import type { Request } from 'express';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PickupsTable, SchedulePickupProps } from '../../../shared/pickups/types';
import { signedIn, type AssertablePage, type InertiaBrowser } from '../../support/inertia';
import { type FakeProvider } from '../../support/provider/fake-provider';
import { serverError } from '../../support/provider/answers';
import { startPortal, type Portal } from '../../support/portal';
import { dayFromToday } from '../../support/data/dates';

/**
 * One pickup per wizard visit, even when the network fails: the booking carries the visit's
 * one-time token as its Idempotency-Key; an answer lost on the way back is asked for again
 * with the same key, and the pickup service answers it with the pickup it already booked.
 */

const TIMEOUT_MS = 1000;
let portal: Portal;
let provider: FakeProvider;
let pickupUrl: string;
let visitor: InertiaBrowser;

beforeAll(async () => {
  portal = await startPortal({
    fake: 'pickup',
    record: (req) => `${req.method} ${req.path} key=${req.get('idempotency-key') ?? '-'}`,
    timeoutMs: TIMEOUT_MS,
  });
  provider = portal.provider;
  pickupUrl = portal.services.urls.pickup;
  visitor = await signedIn(portal.app);
});
afterAll(() => portal?.close());
afterEach(() => {
  provider.rules.length = 0;
  provider.ignoredHeaders.clear();
  provider.calls.length = 0;
});

const isBooking = (req: Request) => req.method === 'POST' && req.path === '/pickup-requests';
const bookings = () => provider.calls.filter((c) => c.startsWith('POST /pickup-requests '));

/** The service books the first request, but its answer never reaches the portal. */
function loseFirstAnswer(fault: 'hang' | 'reset') {
  let lost = 0;
  provider.rules.push((req) => {
    if (!isBooking(req) || lost++ > 0) return undefined;
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'access-token', 'accept', 'idempotency-key']) {
      const value = req.get(name);
      if (value) headers[name] = value;
    }
    void fetch(new URL(req.originalUrl, pickupUrl), {
      method: 'POST',
      headers,
      body: new Uint8Array(req.body as Buffer),
    });
    return fault;
  });
}

async function wizard(): Promise<SchedulePickupProps> {
  return (await visitor.visit('schedule-pickup'))
    .component('pickups/schedule-pickup')
    .prop<SchedulePickupProps>();
}

function formOf(props: SchedulePickupProps) {
  const addresses = props.addresses.ok ? props.addresses.value : [];
  return {
    address_id: addresses[0]!.value,
    nb_packages: '2',
    weight: '',
    length: '',
    width: '',
    height: '',
    pickup_date: dayFromToday(2),
    time_from: '10:00',
    time_to: '13:00',
    instruction: '',
    submission: props.submission,
  };
}

/** The form's submit; the answer itself (the toasts are read on the dashboard after). */
const submit = (body: Record<string, string>) =>
  visitor.post('schedule-pickup.store', body, { errorBag: 'pickup', follow: false });

function expectRedirect(answer: AssertablePage, path: string) {
  expect([302, 303]).toContain(answer.status);
  expect(new URL(String(answer.headers.location), 'http://x').pathname).toBe(path);
}

/** How many pickups the provider has for the account, read through My PickUps. */
async function pickupCount(): Promise<number> {
  return (await visitor.visit('pickups'))
    .component('pickups/pickups')
    .prop<PickupsTable>('table.value').total;
}

async function dashboardToasts(): Promise<string[]> {
  const page = (await visitor.visit('dashboard')).component('dashboard/dashboard');
  return page.toastList.map((t) => t.message);
}

describe('a pickup booking', () => {
  it("carries the visit's token as its Idempotency-Key, the same on every submit of it", async () => {
    const props = await wizard();
    let refused = 0;
    provider.rules.push((req) => (isBooking(req) && refused++ === 0 ? serverError : undefined));
    expectRedirect(await submit(formOf(props)), '/pickups/schedule');
    expectRedirect(await submit(formOf(props)), '/dashboard');
    const key = `key=pickup-${props.submission}`;
    expect(bookings()).toEqual([`POST /pickup-requests ${key}`, `POST /pickup-requests ${key}`]);

    const next = await wizard();
    expect(next.submission).not.toBe(props.submission);
    expectRedirect(await submit(formOf(next)), '/dashboard');
    expect(bookings()[2]).toBe(`POST /pickup-requests key=pickup-${next.submission}`);
  });

  it('that timed out is sent once more with the same key: the user sees it booked, once', async () => {
    const before = await pickupCount();
    const props = await wizard();
    loseFirstAnswer('hang');
    expectRedirect(await submit(formOf(props)), '/dashboard');
    expect(await dashboardToasts()).toEqual(['Your pickup has been scheduled.']);
    const key = `key=pickup-${props.submission}`;
    expect(bookings()).toEqual([`POST /pickup-requests ${key}`, `POST /pickup-requests ${key}`]);
    // The repeat was answered from the pickup service's key store: no second pickup.
    expect(await pickupCount()).toBe(before + 1);
  });

  it('that timed out at a service that does not keep keys is not sent again: booked once', async () => {
    const before = await pickupCount();
    const props = await wizard();
    provider.ignoredHeaders.add('idempotency-key');
    loseFirstAnswer('hang');
    expectRedirect(await submit(formOf(props)), '/pickups/schedule');
    // A repeat would have been a second pickup: the service would not know it as one.
    expect(bookings()).toHaveLength(1);
    expect(await pickupCount()).toBe(before + 1);
  });

  it('whose connection dropped after sending is sent once more: booked, once', async () => {
    const before = await pickupCount();
    const props = await wizard();
    loseFirstAnswer('reset');
    expectRedirect(await submit(formOf(props)), '/dashboard');
    expect(await dashboardToasts()).toEqual(['Your pickup has been scheduled.']);
    expect(bookings()).toHaveLength(2);
    expect(await pickupCount()).toBe(before + 1);
  });

  it('is still booked by a pickup service that ignores the key', async () => {
    const before = await pickupCount();
    provider.ignoredHeaders.add('idempotency-key');
    expectRedirect(await submit(formOf(await wizard())), '/dashboard');
    expect(await dashboardToasts()).toEqual(['Your pickup has been scheduled.']);
    expect(await pickupCount()).toBe(before + 1);
  });
});
