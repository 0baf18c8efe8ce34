import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchedulePickupProps } from '../../../shared/pickups/types';
import { expectPage, expectRedirect, Visitor } from '../support/client';
import { sessionEnded } from '../support/fake-provider';
import { DEMO } from '../support/outbox';
import { editSessions } from '../support/sessions';
import { dayFromToday, pickupsPortal, type PickupsPortal } from './support';

let portal: PickupsPortal;
beforeAll(async () => {
  portal = await pickupsPortal();
});
afterAll(() => portal?.close());

const booking = (req: { method: string; path: string }) =>
  req.method === 'POST' && req.path === '/pickup-requests';

async function wizard(visitor: Visitor): Promise<SchedulePickupProps> {
  const page = expectPage(await visitor.visit('/pickups/schedule'), 'pickups/schedule');
  return page.props as unknown as SchedulePickupProps;
}

/** Fills the form as a user would and submits it while the provider ends the session. */
async function submitAsSessionEnds(visitor: Visitor) {
  const props = await wizard(visitor);
  expect(props.draft).toBeNull();
  const addresses = props.addresses.ok ? props.addresses.value : [];
  const typed = {
    address_id: addresses[1]!.value,
    nb_packages: '4',
    weight: '7.5',
    length: '30',
    width: '20',
    height: '10',
    pickup_date: dayFromToday(2),
    time_from: '13:00',
    time_to: '16:00',
    instruction: 'Side door, ask for Rana.',
  };
  portal.override.set(booking, sessionEnded);
  const res = await visitor.send(
    'post',
    '/pickups/schedule',
    { ...typed, submission: props.submission },
    { 'X-Inertia-Error-Bag': 'pickup' },
  );
  portal.override.clear();
  expectRedirect(res, '/login');
  return typed;
}

describe('Schedule Pickup when the provider ends the session', () => {
  it('keeps everything typed for the same user’s next sign-in, until it is booked', async () => {
    const visitor = await portal.signIn();
    const typed = await submitAsSessionEnds(visitor);

    // The same browser signs in again.
    const again = visitor;
    expectRedirect(await again.send('post', '/login', DEMO), '/dashboard');
    const props = await wizard(again);
    expect(props.draft).toEqual(typed);

    // Booked: the next form starts afresh.
    const before = portal.bookings.length;
    const res = await again.send(
      'post',
      '/pickups/schedule',
      { ...typed, submission: props.submission },
      { 'X-Inertia-Error-Bag': 'pickup' },
    );
    expectRedirect(res, '/dashboard');
    expect(portal.bookings.length).toBe(before + 1);
    expect((await wizard(again)).draft).toBeNull();
  });

  it('never gives it to another user signing in on the same browser', async () => {
    const visitor = await portal.signIn();
    await submitAsSessionEnds(visitor);
    // What waits in the browser's session is another user's.
    await editSessions(portal.store, (data) => {
      const aside = data.pickupAside as { userId: number } | undefined;
      if (aside) aside.userId += 1000;
    });
    expectRedirect(await visitor.send('post', '/login', DEMO), '/dashboard');
    expect((await wizard(visitor)).draft).toBeNull();
  });
});
