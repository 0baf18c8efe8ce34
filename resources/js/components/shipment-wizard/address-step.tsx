import { useState } from 'react';
import { AddressDialog } from '@/components/address/address-dialog';
import { AddButton } from '@/components/ui';
import { AsyncSelect, type SelectOption } from '@/components/ui/async-select';
import { addressById, addressLoader, type AddressOption } from '@/components/address/options';
import { useWords } from '@/lib/i18n';

interface AddressStepProps {
  /** client: the account's own addresses (pickup); customer: its consignees' (delivery). */
  kind: 'client' | 'customer';
  /** Which end it is; by default the kind's own (a return swaps them). */
  role?: 'pickup' | 'delivery';
  label: string;
  value: { id: string; text: string };
  onChoose: (address: AddressOption | null) => void;
  error?: string;
  defaultCountry: string;
}

const loaders = { client: addressLoader('client'), customer: addressLoader('customer') };

/**
 * The Pickup Address and Delivery Address steps (spec §2.9): a searchable picker of the
 * account's addresses of one kind, and '+' for the address form in a popup, whose new
 * address is then chosen.
 */
export function AddressStep({
  kind,
  role = kind === 'client' ? 'pickup' : 'delivery',
  label,
  value,
  onChoose,
  error,
  defaultCountry,
}: AddressStepProps) {
  const i18n = useWords();
  const [adding, setAdding] = useState(false);
  // A new address joins the list: the picker loads its pages again.
  const [version, setVersion] = useState(0);
  const chosen = value.id ? { value: value.id, label: value.text } : null;

  return (
    <div className="space-y-3">
      <AsyncSelect
        label={label}
        value={chosen}
        onChange={(option: SelectOption | null) => onChoose(option as AddressOption | null)}
        loadOptions={loaders[kind]}
        placeholder={i18n._('Search addresses...')}
        error={error}
        cacheKey={`${kind}-${version}`}
        required
      />
      <AddButton size="sm" onClick={() => setAdding(true)}>
        {role === 'delivery'
          ? i18n._('Add a Delivery Address')
          : kind === 'client'
            ? i18n._('Add a New Address')
            : i18n._('Add a Pickup Address')}
      </AddButton>
      <AddressDialog
        open={adding}
        onClose={() => setAdding(false)}
        kind={kind}
        title={role === 'pickup' ? i18n._('New pickup address') : i18n._('New delivery address')}
        defaultCountry={defaultCountry}
        onCreated={(created) => {
          setVersion((v) => v + 1);
          void addressById(kind, created.id).then((found) =>
            onChoose(found ?? { value: created.id, label: created.text, country: '' }),
          );
        }}
      />
    </div>
  );
}
