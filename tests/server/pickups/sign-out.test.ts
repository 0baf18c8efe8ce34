import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchedulePickupProps } from '../../../shared/pickups/types';
import { DEMO_CREDENTIALS as DEMO, signedIn, type InertiaBrowser } from '../../support/inertia';
import { answerWhen, sessionEnded } from '../../support/provider/answers';
import { editSessions, startPortal, type Portal } from '../../support/portal';
import { dayFromToday } from '../../support/data/dates';

let portal: Portal;
beforeAll(async () => {
  portal = await startPortal({ fake: 'all' });
});
afterAll(() => portal?.close());

/** Bodies of the bookings (POST /pickup-requests) that reached the pickup service. */
const bookings = () =>
  portal.forwarded.filter((call) => call.path === '/pickup-requests').map((call) => call.body);

const booking = (req: { method: string; path: string }) =>
  req.method === 'POST' && req.path === '/pickup-requests';

async function wizard(visitor: InertiaBrowser): Promise<SchedulePickupProps> {
  return (await visitor.visit('schedule-pickup'))
    .component('pickups/schedule-pickup')
    .prop<SchedulePickupProps>();
}

/** Fills the form as a user would and submits it while the provider ends the session. */
async function submitAsSessionEnds(visitor: InertiaBrowser) {
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
  portal.overrides.add(answerWhen(booking, sessionEnded));
  const res = await visitor.post(
    'schedule-pickup.store',
    { ...typed, submission: props.submission },
    { errorBag: 'pickup' },
  );
  portal.overrides.clear();
  res.redirectedTo('/login').component('auth/login');
  return typed;
}

describe('Schedule Pickup when the provider ends the session', () => {
  it('keeps everything typed for the same user’s next sign-in, until it is booked', async () => {
    const visitor = await signedIn(portal.app);
    const typed = await submitAsSessionEnds(visitor);

    // The same browser signs in again.
    const again = visitor;
    (await again.post('login.store', DEMO)).redirectedTo('/dashboard');
    const props = await wizard(again);
    expect(props.draft).toEqual(typed);

    // Booked: the next form starts afresh.
    const before = bookings().length;
    (
      await again.post(
        'schedule-pickup.store',
        { ...typed, submission: props.submission },
        { errorBag: 'pickup' },
      )
    ).redirectedTo('/dashboard');
    expect(bookings().length).toBe(before + 1);
    expect((await wizard(again)).draft).toBeNull();
  });

  it('never gives it to another user signing in on the same browser', async () => {
    const visitor = await signedIn(portal.app);
    await submitAsSessionEnds(visitor);
    // What waits in the browser's session is another user's.
    await editSessions(portal.store, (data) => {
      const aside = data.pickupAside as { userId: number } | undefined;
      if (aside) aside.userId += 1000;
    });
    (await visitor.post('login.store', DEMO)).redirectedTo('/dashboard');
    expect((await wizard(visitor)).draft).toBeNull();
  });
});
