import { route } from '@/lib/route';
import { say } from '@shared/i18n/wording';
import { messages } from '@shared/messages';
import type { Option } from '@shared/address/types';
import { Link } from '@/components/ui/link';
import { PlusIcon } from '@/components/icons';
import { loadClientAddresses } from '@/components/address/options';
import { AsyncSelect } from '@/components/ui/async-select';
import { useWords } from '@/lib/i18n';

interface AddressPickerProps {
  label: string;
  value: Option | null;
  onChange: (option: Option | null) => void;
  /** The page '+ Add a New Address' comes back to, with the new address selected. */
  returnTo: 'shipping-preferences' | 'pickup-preferences';
  error?: string;
  disabled?: boolean;
  /** The saved address could not be read: a note above says so. */
  unavailable?: boolean;
}

/**
 * spec §2.7 default address picker: a searchable select of the selected account's
 * addresses, and '+ Add a New Address', which opens the address book's form and comes back
 * here with the new address chosen.
 */
export function AddressPicker({
  label,
  value,
  onChange,
  returnTo,
  error,
  disabled,
  unavailable,
}: AddressPickerProps) {
  const i18n = useWords();
  return (
    <>
      {unavailable && (
        <p role="status" className="text-sm text-amber-800">
          {say(i18n, messages.profile.addressesFailed)}
        </p>
      )}
      <div className="space-y-2">
        <AsyncSelect
          label={label}
          value={value}
          onChange={onChange}
          loadOptions={loadClientAddresses}
          placeholder={i18n._('Search your addresses...')}
          error={error}
          disabled={disabled}
          required
        />
        {value && (
          // The select cuts a long address short: here it reads whole, on any width.
          <p className="text-sm break-words text-gray-700">
            <span className="font-medium text-gray-900">{i18n._('Chosen:')} </span>
            {/* An address in its own direction: Latin parts read left to right in Arabic. */}
            <bdi>{value.label}</bdi>
          </p>
        )}
        <Link
          href={route('add-address-book', { back: returnTo })}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline"
        >
          <PlusIcon className="size-4" aria-hidden="true" />
          {i18n._('Add a New Address')}
        </Link>
      </div>
    </>
  );
}
