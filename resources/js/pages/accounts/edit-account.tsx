import { Head } from '@inertiajs/react';
import { useState } from 'react';
import { route } from 'ziggy-js';
import { EDIT_ACCOUNT_COUNTRIES, EDIT_ACCOUNT_DEFAULTS } from '@shared/accounts/edit-account';
import { messages } from '@shared/messages';
import type { PageProps } from '@shared/pages';
import { onlyNumbers } from '@/lib/input-filters';
import { TextInput } from '@/components/ui/text-input';
import { InfoIcon } from '@/components/icons';
import { Button, Card, PageHeader, Select } from '@/components/ui';

/**
 * spec §2.5 Edit Account: a static placeholder wired to no call. The fields can be filled
 * (account number and pin keep digits only), but nothing is sent: account details are
 * managed by the provider, as the line above the buttons says.
 */
export default function EditAccount({ account }: PageProps['accounts/edit-account']) {
  const [country, setCountry] = useState<string>(EDIT_ACCOUNT_DEFAULTS.country);
  const [entity, setEntity] = useState<string>(EDIT_ACCOUNT_DEFAULTS.entity);
  const [number, setNumber] = useState(account?.accountNumber ?? '');
  const [pin, setPin] = useState('');

  return (
    <>
      <Head title="Edit Account" />
      <PageHeader
        title="Edit Account"
        description={account?.name}
        backHref={route('accounts')}
        backLabel="Back to My Accounts"
      />
      <Card className="max-w-xl">
        <form onSubmit={(event) => event.preventDefault()} noValidate className="space-y-4">
          <Select
            label="Country"
            value={country}
            onChange={setCountry}
            options={EDIT_ACCOUNT_COUNTRIES}
            placeholder="Select country"
          />
          <TextInput label="Account Entity" value={entity} onChange={setEntity} />
          <TextInput
            label="Account Number"
            value={number}
            onChange={(value) => setNumber(onlyNumbers(value))}
            inputMode="numeric"
          />
          <TextInput
            label="Account Pin"
            value={pin}
            onChange={(value) => setPin(onlyNumbers(value))}
            inputMode="numeric"
            autoComplete="off"
          />
          <p className="flex items-start gap-2 rounded-control bg-gray-50 p-3 text-sm text-gray-700">
            <InfoIcon className="mt-0.5 size-4 shrink-0 text-gray-500" />
            {messages.accounts.managedByProvider}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled>
              save changes
            </Button>
            <Button type="button" variant="danger" disabled>
              Delete Account
            </Button>
          </div>
        </form>
      </Card>
    </>
  );
}
