import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PICKUP_PRESET_PARAM } from '../../../shared/shipments/pickup-prompt';
import type { PickupsTable, SchedulePickupProps } from '../../../shared/pickups/types';
import {
  signedIn,
  type AssertablePage,
  type InertiaBrowser,
  type Target,
} from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';
import { answerWhen } from '../../support/provider/answers';
import { dayFromToday } from '../../support/data/dates';

let portal: Portal;
let visitor: InertiaBrowser;
beforeAll(async () => {
  portal = await startPortal({ fake: 'all' });
  visitor = await signedIn(portal.app);
});
afterAll(() => portal?.close());

/** Bodies of the bookings (POST /pickup-requests) that reached the pickup service. */
const bookings = () =>
  portal.forwarded.filter((call) => call.path === '/pickup-requests').map((call) => call.body);
afterEach(() => {
  portal.overrides.clear();
  portal.slow.clear();
});

async function wizard(url: Target = 'schedule-pickup'): Promise<SchedulePickupProps> {
  return (await visitor.visit(url))
    .component('pickups/schedule-pickup')
    .prop<SchedulePickupProps>();
}

function formOf(props: SchedulePickupProps, overrides: Record<string, string> = {}) {
  const addresses = props.addresses.ok ? props.addresses.value : [];
  return {
    address_id: addresses[0]!.value,
    nb_packages: '3',
    weight: '12.5',
    length: '40',
    width: '30',
    height: '20',
    pickup_date: dayFromToday(1),
    time_from: '09:00',
    time_to: '12:00',
    instruction: '  Ring the bell.  ',
    submission: props.submission,
    ...overrides,
  };
}

const submit = (body: Record<string, string>) =>
  visitor.post('schedule-pickup.store', body, { errorBag: 'pickup' });

/** The errors of the form the submit was sent back to, in its bag. */
function errorsAfter(page: AssertablePage) {
  page.redirectedTo('/pickups/schedule').component('pickups/schedule-pickup');
  return { errors: page.errors('pickup'), page };
}

async function firstPickups(): Promise<PickupsTable> {
  return (await visitor.visit('pickups')).component('pickups/pickups').prop('table.value');
}

describe('Schedule Pickup: the page', () => {
  it("gives the account's addresses and the user's pickup preferences as start values", async () => {
    const props = await wizard();
    expect(props.addresses.ok).toBe(true);
    const addresses = props.addresses.ok ? props.addresses.value : [];
    expect(addresses.length).toBeGreaterThan(0);
    // Places by name, never raw geo ids.
    expect(addresses[0]!.label).toMatch(/[A-Za-z]/);
    expect(addresses.map((a) => a.value)).toContain(props.defaults.addressId);
    expect(props.defaults).toMatchObject({ timeFrom: '09:00', timeTo: '12:00' });
    expect(props.defaults.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(props.preset).toBeNull();
    expect(props.submission).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("starts from the dashboard's shipper address when it is one of the account's", async () => {
    const first = await wizard();
    const address = first.addresses.ok ? first.addresses.value[1]! : null;
    const props = await wizard(['schedule-pickup', { [PICKUP_PRESET_PARAM]: address!.value }]);
    expect(props.preset).toEqual(address);
  });

  it.each([
    ['an unknown address', 'no-such-address'],
    ['a malformed id', '%3Cscript%3E'],
    ['an id as an object', ''],
  ])('ignores %s as the preset', async (_name, value) => {
    const query = value === '' ? `${PICKUP_PRESET_PARAM}[a]=b` : `${PICKUP_PRESET_PARAM}=${value}`;
    const props = await wizard(`/pickups/schedule?${query}`);
    expect(props.preset).toBeNull();
  });
});

describe('Schedule Pickup: the submit', () => {
  it('books the pickup with the contract body, then the dashboard with the toast; it heads My PickUps', async () => {
    const props = await wizard();
    const form = formOf(props);
    portal.forwarded.length = 0;
    const dashboard = (await submit(form))
      .redirectedTo('/dashboard')
      .component('dashboard/dashboard');
    expect(bookings()).toEqual([
      {
        address_id: form.address_id,
        nb_packages: 3,
        pickup_date: form.pickup_date,
        pickup_time: '09:00 - 12:00',
        instruction: 'Ring the bell.',
        dimension_length: 40,
        dimension_width: 30,
        dimension_height: 20,
        weight: 12.5,
      },
    ]);
    expect(JSON.stringify(dashboard.object.flash ?? dashboard.props)).toContain(
      'Your pickup has been scheduled.',
    );
    const first = (await firstPickups()).rows[0]!;
    expect(first).toMatchObject({ packages: 3, totalWeight: 12.5, date: form.pickup_date });
    expect(first.timeFrom).toBe('09:00');
  });

  it('sends blanks as null and leaves out nothing', async () => {
    const props = await wizard();
    portal.forwarded.length = 0;
    const form = formOf(props, { weight: '', length: '', width: '', height: '', instruction: '' });
    (await submit(form)).redirectedTo('/dashboard');
    expect(bookings()[0]).toMatchObject({
      weight: null,
      dimension_length: null,
      dimension_width: null,
      dimension_height: null,
      instruction: null,
    });
  });

  it('never books twice for one visit: a repeat shares the first outcome', async () => {
    const props = await wizard();
    const form = formOf(props);
    portal.forwarded.length = 0;
    portal.slow.add((req) => req.path === '/pickup-requests');
    const [a, b] = await Promise.all([submit(form), submit(form)]);
    a.redirectedTo('/dashboard');
    b.redirectedTo('/dashboard');
    (await submit(form)).redirectedTo('/dashboard');
    expect(bookings()).toHaveLength(1);
  });

  it('refuses a submit without a token of this session, booking nothing', async () => {
    await wizard();
    portal.forwarded.length = 0;
    const props = await wizard();
    const res = await submit(formOf(props, { submission: 'forged' }));
    expect(res.redirects.at(-1)).toMatch(/\/pickups\/schedule/);
    expect(bookings()).toHaveLength(0);
  });

  it.each([
    ['no address', { address_id: '' }, 'address_id', 'Please select an address'],
    ['no packages', { nb_packages: '' }, 'nb_packages', 'Number of packages is required'],
    ['seven packages', { nb_packages: '7' }, 'nb_packages', 'between 1 and 6'],
    ['no date', { pickup_date: '' }, 'pickup_date', 'Pickup date is required'],
    ['a date in the past', { pickup_date: dayFromToday(-3) }, 'pickup_date', 'earlier than today'],
    ['no start', { time_from: '' }, 'time_from', 'From time is required'],
    ['no end', { time_to: '' }, 'time_to', 'To time is required'],
    ['a time off the grid', { time_to: '12:10' }, 'time_to', 'listed times'],
    [
      'a start after the end',
      { time_from: '15:00', time_to: '10:00' },
      'time_to',
      'Start time cannot be after end time',
    ],
    ['a weight in words', { weight: 'ten' }, 'weight', 'Weight must be a number'],
    ['a long instruction', { instruction: 'x'.repeat(501) }, 'instruction', 'at most 500'],
  ])('refuses %s on the server, booking nothing', async (_name, change, field, message) => {
    const props = await wizard();
    portal.forwarded.length = 0;
    const { errors } = errorsAfter(await submit(formOf(props, change)));
    expect(errors[field]).toContain(message);
    expect(bookings()).toHaveLength(0);
  });

  it("puts the provider's 422 under the form's own field names", async () => {
    portal.overrides.add(
      answerWhen((req) => req.path === '/pickup-requests', {
        status: 422,
        body: {
          success: false,
          data: null,
          errors: {
            pickup_time: 'This pickup window has already passed today',
            dimension_length: 'Too long for a courier van',
          },
          notification: { message: 'The given data was invalid.', type: 'error', code: 422 },
        },
      }),
    );
    const props = await wizard();
    const { errors } = errorsAfter(await submit(formOf(props)));
    expect(errors).toMatchObject({
      time_to: 'This pickup window has already passed today',
      length: 'Too long for a courier van',
    });
  });

  it('says an outage in a toast and lets the same visit submit again', async () => {
    portal.overrides.add(
      answerWhen((req) => req.path === '/pickup-requests', {
        status: 500,
        body: { success: false, data: null },
      }),
    );
    const props = await wizard();
    const form = formOf(props);
    const res = await submit(form);
    expect(res.redirects.at(-1)).toMatch(/\/pickups\/schedule/);
    res.hasToast({ status: 'error' });
    portal.overrides.clear();
    portal.forwarded.length = 0;
    (await submit(form)).redirectedTo('/dashboard');
    expect(bookings()).toHaveLength(1);
  });

  it('reads an address of another account as no address chosen', async () => {
    const props = await wizard();
    const { errors } = errorsAfter(
      await submit(formOf(props, { address_id: 'not-this-accounts' })),
    );
    expect(errors.address_id).toBe('Please select an address');
  });
});
