import { Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { router, usePage } from '@inertiajs/react';
import { route } from 'ziggy-js';
import { useNarrowScreen } from '@/hooks/use-narrow-screen';
import { CheckIcon, ChevronDownIcon } from './icons';

/**
 * spec §2.3: the top bar's account selector. Choosing an account stores it in the session
 * (accounts.select) and the server sends the page back with the new selectedAccountId.
 */
export function AccountSelector() {
  const { accounts, selectedAccountId } = usePage().props;
  const narrow = useNarrowScreen();
  const selected = accounts.find((account) => account.id === selectedAccountId);

  const choose = (id: number | null) => {
    if (id === null || id === selectedAccountId) return;
    router.post(route('accounts.select'), { account_id: id }, { preserveScroll: true });
  };

  return (
    <Listbox value={selected?.id ?? null} onChange={choose} disabled={accounts.length === 0}>
      <Label className="sr-only">Account</Label>
      <ListboxButton className="flex h-10 w-40 items-center justify-between gap-2 rounded-md border border-gray-300 bg-white px-3 text-left text-sm text-gray-900 hover:border-gray-400 data-disabled:cursor-not-allowed data-disabled:bg-gray-100 sm:w-56 md:w-64">
        <span className="truncate">
          {selected ? selected.name : narrow ? 'Accounts' : '- Select Account -'}
        </span>
        <ChevronDownIcon className="size-4 shrink-0 text-gray-600" />
      </ListboxButton>
      <ListboxOptions
        anchor={{ to: 'bottom end', gap: 4 }}
        transition
        className="z-40 max-h-72 w-(--button-width) min-w-56 overflow-auto rounded-md border border-gray-200 bg-white py-1 text-sm shadow-lg transition duration-100 ease-out focus:outline-none data-closed:opacity-0"
      >
        {accounts.map((account) => (
          <ListboxOption
            key={account.id}
            value={account.id}
            className="group flex cursor-pointer items-center justify-between gap-2 px-3 py-2 text-gray-900 data-focus:bg-brand-50 data-selected:font-semibold"
          >
            <span className="truncate">{account.name}</span>
            <CheckIcon className="invisible size-4 shrink-0 text-brand-700 group-data-selected:visible" />
          </ListboxOption>
        ))}
      </ListboxOptions>
    </Listbox>
  );
}
