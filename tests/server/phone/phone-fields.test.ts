import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { browser, signedIn, type InertiaBrowser } from '../../support/inertia';
import { BEIRUT, beirutCity } from '../../support/data/addresses';
import { uniqueEmail } from '../../support/data/outbox';
import { startPortal, type Portal } from '../../support/portal';

/**
 * The phone rule on the server: every form with a phone (registration, the address form
 * on its page and in the popup, the new consignee) refuses a number that is not possible,
 * with the message under the field and nothing sent upstream, and sends E.164 upstream.
 */

let portal: Portal;
let visitor: InertiaBrowser;
let city: string;

/** The JSON bodies the main API received, by `METHOD /path`. */
const received = () =>
  portal.forwarded
    .filter((call) => call.method !== 'GET')
    .map((call) => ({
      call: `${call.method} ${call.path}`,
      body: call.body as Record<string, unknown>,
    }));

beforeAll(async () => {
  portal = await startPortal({ fake: 'main', timeoutMs: 10_000 });
  visitor = await signedIn(portal.app);
  city = await beirutCity(visitor);
});
afterAll(() => portal?.close());
beforeEach(() => {
  portal.forwarded.length = 0;
});

const sent = (pattern: RegExp) => received().filter((r) => pattern.test(r.call));
const ADDRESS_CREATE = /^POST \/clients\/\d+\/addresses$/;

/** Posts the Add New Address form with `phone`; the page it leads to. */
async function addAddress(phone: string) {
  await visitor.visit('add-address-book');
  return visitor.post(
    'add-address-book.store',
    { ...BEIRUT, city, phoneNumber: phone },
    { errorBag: 'address' },
  );
}

describe('Add New Address', () => {
  it.each([
    ['+44 20 7946 0958', '+442079460958'],
    ['0096170400501', '+96170400501'],
    ['+33 (1) 42-40-05-03', '+33142400503'],
    ['+961 03 123 456', '+9613123456'],
  ])('sends %s upstream as E.164 %s', async (typed, e164) => {
    (await addAddress(typed)).redirectedTo('/address-book');
    const [create] = sent(ADDRESS_CREATE);
    expect(create?.body.phone).toBe(e164);
  });

  it.each([
    ['+961 3 123', 'Too few digits for a number in Lebanon (+961)'],
    ['+44 20 7946', 'Too few digits for a number in United Kingdom (+44)'],
    ['+44 20 7946 09', 'Not a possible number in United Kingdom (+44)'],
    ['+1 202 555 01234', 'Too many digits for a number in United States (+1)'],
    ['+44 20 7946 0958 12345', 'A phone number has at most 15 digits'],
    ['+999 123 4567', 'No country has this dial code: check the digits after the +'],
    ['2025550123', 'Start the number with + and its country code'],
    ['+1 202 CALL NOW', 'Enter a valid phone number'],
  ])('refuses %s with the message under the field, sending nothing', async (typed, message) => {
    (await addAddress(typed))
      .redirectedTo('/address-book/add')
      .component('address-book/add-address-book')
      .errorsExactly({ address: { phoneNumber: message } });
    expect(sent(ADDRESS_CREATE)).toEqual([]);
  });
});

describe('Edit Address and the address popup', () => {
  it('an edit refuses an impossible number before anything is deleted or created', async () => {
    const book = (await visitor.visit('address-book')).component('address-book/address-book');
    const target = book.prop<string>('addresses.0.id');
    await visitor.visit(['edit-address-book', { uuid: target }]);
    (
      await visitor.put(
        ['edit-address-book.update', { uuid: target }],
        { ...BEIRUT, city, phoneNumber: '+961 3 12' },
        { errorBag: 'address' },
      )
    )
      .redirectedTo(`/address-book/${target}/edit`)
      .component('address-book/edit-address-book')
      .errorsExactly({
        address: { phoneNumber: 'Too few digits for a number in Lebanon (+961)' },
      });
    expect(received()).toEqual([]);
  });

  it('the popup sends E.164 and refuses an impossible number in its own bag', async () => {
    await visitor.visit('/dev/kit');
    const post = (phone: string) =>
      visitor.post(
        ['address-book.store', { kind: 'customer' }],
        { ...BEIRUT, city, label: '', email: '', phoneNumber: phone },
        { errorBag: 'address-customer' },
      );
    (await post('+1 (202) 555-0123')).redirectedTo('/dev/kit');
    expect(
      received()
        .map((r) => r.body.phone)
        .filter(Boolean),
    ).toEqual(['+12025550123']);
    portal.forwarded.length = 0;
    (await post('+33 1 42')).redirectedTo('/dev/kit').errorsExactly({
      'address-customer': { phoneNumber: 'Too few digits for a number in France (+33)' },
    });
    expect(received()).toEqual([]);
  });
});

describe('New consignee', () => {
  const post = (phone: string) =>
    visitor.post(
      'create-shipment.consignee',
      { name: 'Maya Saad', phone, email: '' },
      { errorBag: 'consignee' },
    );

  it('sends the phone with its leading + (E.164)', async () => {
    await visitor.visit('create-shipment');
    (await post('00 33 1 42 40 05 03')).redirectedTo('/shipments/create');
    expect(sent(/^POST \/customers\/options$/).map((r) => r.body.phone)).toEqual(['+33142400503']);
  });

  it('refuses an impossible number under the field', async () => {
    await visitor.visit('create-shipment');
    (await post('+961 3')).redirectedTo('/shipments/create').errorsExactly({
      consignee: { phone: 'Too few digits for a number in Lebanon (+961)' },
    });
    expect(sent(/customers/)).toEqual([]);
  });
});

describe('Registration', () => {
  const person = (phone: string) => ({
    first_name: 'Rana',
    last_name: 'Haddad',
    email: uniqueEmail('phone'),
    phone_number: phone,
    password: 'Secret!234',
    password_confirmation: 'Secret!234',
  });

  it('sends the phone number as E.164', async () => {
    const guest = browser(portal.app);
    await guest.visit(['register', { type: 'personal' }]);
    (
      await guest.post(['register.store', { type: 'personal' }], person('+44 20 7946 0958'))
    ).redirectedTo('/register/verify');
    expect(sent(/^POST \/user\/register$/).map((r) => r.body.phone_number)).toEqual([
      '+442079460958',
    ]);
  });

  it('refuses a number that is not possible, under the field', async () => {
    const guest = browser(portal.app);
    await guest.visit(['register', { type: 'personal' }]);
    (
      await guest.post(['register.store', { type: 'personal' }], person('+1 202 555'), {
        errorBag: 'register',
      })
    )
      .redirectedTo('/register/personal')
      .component('auth/register')
      .errorsExactly({
        register: { phone_number: 'Too few digits for a number in United States (+1)' },
      });
    expect(sent(/register/)).toEqual([]);
  });
});
