import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditableAddress } from '../../../shared/address/types';
import { signedIn, type InertiaBrowser } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';
import { BEIRUT, beirutCity } from '../../support/data/addresses';

/*
 * The address form's optional tax number (the provider's customs extension, docs/customs.md):
 * typed in the Address Book, it reaches the provider as `tax_number` and comes back on the
 * edit form; left blank, the provider gets the spec's body without it.
 */

let portal: Portal;
let visitor: InertiaBrowser;
let city: string;
beforeAll(async () => {
  portal = await startPortal({ fake: 'main', timeoutMs: 10_000 });
  visitor = await signedIn(portal.app);
  city = await beirutCity(visitor);
});
afterAll(() => portal?.close());

const created = () =>
  portal.forwarded.filter((f) => f.method === 'POST' && /^\/clients\/\d+\/addresses$/.test(f.path));

const selectedId = (redirects: string[]) =>
  new URL(redirects.at(-1) ?? '', 'http://x').searchParams.get('selected') ?? '';

describe("an address's tax number", () => {
  it('is sent to the provider and shown again on the edit form', async () => {
    await visitor.visit('add-address-book');
    const page = (
      await visitor.post('add-address-book.store', {
        ...BEIRUT,
        city,
        label: 'Customs office',
        taxNumber: ' 1234567-601 ',
      })
    ).redirectedTo('/address-book');
    expect(created().at(-1)?.body).toMatchObject({ tax_number: '1234567-601' });
    const id = selectedId(page.redirects);
    const edit = (await visitor.visit(['edit-address-book', { uuid: id }]))
      .component('address-book/edit-address-book')
      .prop<EditableAddress>('address');
    expect(edit.values.taxNumber).toBe('1234567-601');
  });

  it('is left out of the body when blank', async () => {
    await visitor.visit('add-address-book');
    (
      await visitor.post('add-address-book.store', {
        ...BEIRUT,
        city,
        label: 'No tax',
        taxNumber: '',
      })
    ).redirectedTo('/address-book');
    expect(created().at(-1)?.body).not.toHaveProperty('tax_number');
  });

  it('is refused under its field, in the form’s words, and not sent', async () => {
    const before = created().length;
    await visitor.visit('add-address-book');
    (
      await visitor.post(
        'add-address-book.store',
        { ...BEIRUT, city, label: 'Bad tax', taxNumber: 'FR<12>' },
        { errorBag: 'address' },
      )
    )
      .redirectedTo('/address-book/add')
      .errorsExactly({
        address: {
          taxNumber:
            'Tax number (VAT, EORI) may hold letters, digits, spaces, dots, dashes and slashes',
        },
      });
    expect(created()).toHaveLength(before);
  });
});
