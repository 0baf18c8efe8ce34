import { Head, router } from '@inertiajs/react';
import { useState } from 'react';
import { route } from '@/lib/route';
import type { PageProps } from '@shared/pages';
import { say } from '@shared/i18n/wording';
import { messages } from '@shared/messages';
import { AddressBookIcon, PlusIcon, SearchXIcon } from '@/components/icons';
import { ButtonLink, EmptyState, PageHeader, SearchInput } from '@/components/ui';
import { useWords } from '@/lib/i18n';
import { AddressActions } from './parts/address-actions';
import { AddressOption } from './parts/address-option';
import { useCan } from '@/hooks/use-role';

/** spec §2.6 Address Book: the account's addresses, one selectable at a time. */
export default function AddressBook({
  addresses,
  search,
  selectedId,
  total,
}: PageProps['address-book/address-book']) {
  const i18n = useWords();
  const can = useCan();
  const [selected, setSelected] = useState(selectedId);
  const current = addresses.some((a) => a.id === selected) ? selected : null;

  // The query stays in the URL; only the list is asked for again.
  const find = (text: string) =>
    router.get(route('address-book'), text ? { search: text } : {}, {
      only: ['addresses', 'search'],
      preserveState: true,
      preserveScroll: true,
      replace: true,
    });

  return (
    <>
      <Head title={i18n._('Address Book')} />
      <PageHeader
        title={i18n._('Address Book')}
        actions={<AddressActions selectedId={current} onClear={() => setSelected(null)} />}
      />
      {total === 0 ? (
        <EmptyState
          icon={AddressBookIcon}
          title={say(i18n, messages.address.noAddresses)}
          description={say(i18n, messages.address.noAddressesHelp)}
          action={
            can('ship') && (
              <ButtonLink href={route('add-address-book')} icon={<PlusIcon />}>
                {i18n._('Add New Address')}
              </ButtonLink>
            )
          }
        />
      ) : (
        <>
          <SearchInput
            label={i18n._('Search addresses')}
            hideLabel
            value={search}
            onSearch={find}
            placeholder={i18n._('Search addresses')}
            className="mb-4 max-w-xl"
          />
          {addresses.length === 0 ? (
            <EmptyState
              icon={SearchXIcon}
              title={i18n._('No addresses found matching {search}', { search })}
            />
          ) : (
            <fieldset>
              <legend className="sr-only">{i18n._('Addresses')}</legend>
              <ul className="grid gap-3 md:grid-cols-2 2xl:grid-cols-3">
                {addresses.map((address) => (
                  <li key={address.id}>
                    <AddressOption
                      address={address}
                      checked={address.id === current}
                      onSelect={() => setSelected(address.id)}
                    />
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
        </>
      )}
    </>
  );
}
