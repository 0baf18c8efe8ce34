import type { RouteName } from '../../../../routes/web';
import { urlFor } from '../../../../server/routing/url';
import { BEIRUT } from '../../data/addresses';
import type { DemoData } from '../demo-data';
import type { FormSample } from '../form-sample';

const address = (d: DemoData) => ({ ...BEIRUT, city: d.city.value });

const CSV_HEADER =
  'Label,Company Name,Attention,Address 1,Address 2,City,Province,Country,Postal Code,Phone Number,Email Address,Address Type';
const csv = (d: DemoData) =>
  `${CSV_HEADER}\n${[
    'Depot',
    'Desert Bloom',
    'Lina',
    '1 Palm St',
    '',
    d.city.label,
    'Beirut Governorate',
    'LB',
    '1107',
    '+96170111222',
    'lina@bloom.test',
    'Business',
  ].join(',')}`;

/** The forms of the Address Book (and of an address from the account's page). */
export const ADDRESS_FORMS: Partial<Record<RouteName, FormSample>> = {
  'add-address-account.store': {
    from: () => urlFor('add-address-account'),
    body: address,
    errorBag: 'address',
  },
  'add-address-book.store': {
    from: () => urlFor('add-address-book'),
    body: address,
    errorBag: 'address',
  },
  'edit-address-book.update': {
    // Not the address the edit page itself is visited with: a slow save replaces this one.
    from: (d) => urlFor('edit-address-book', { uuid: d.own[1]!.value }),
    target: (d) => urlFor('edit-address-book.update', { uuid: d.own[1]!.value }),
    body: address,
    errorBag: 'address',
  },
  'address-book.store': {
    from: () => urlFor('create-shipment'),
    target: () => urlFor('address-book.store', { kind: 'client' }),
    body: address,
    errorBag: 'address',
  },
  'import-addresses.preview': {
    from: () => urlFor('import-addresses'),
    body: (d) => ({ fileName: 'book.csv', content: csv(d) }),
    errorBag: 'import',
  },
  'import-addresses.store': {
    from: () => urlFor('import-addresses'),
    async prepare(browser, d) {
      await browser.visit(urlFor('import-addresses'));
      await browser.send('post', urlFor('import-addresses.preview'), {
        fileName: 'book.csv',
        content: csv(d),
      });
    },
    body: () => ({}),
    said: (page) =>
      ((page.props.result as { failed?: Array<{ message: string }> } | null)?.failed ?? []).map(
        (f) => f.message,
      ),
  },
  'import-addresses.destroy': {
    from: () => urlFor('import-addresses'),
    body: () => ({}),
    sessionOnly: true,
  },
};
