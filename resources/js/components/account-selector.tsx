import { Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { router, usePage } from '@inertiajs/react';
import { route } from 'ziggy-js';
import { useNarrowScreen } from '@/components/ui/use-narrow-screen';
import { AccountsIcon, CheckIcon, ChevronsUpDownIcon } from './icons';

/**
 * spec §2.3: the top bar's account selector. Choosing an account stores it in the session
 * (accounts.select) and the server sends the page back with the new selectedAccountId.
 * It shrinks with the top bar (down to 320 px screens); a name cut short in the button is
 * whole in its tooltip and in the option list, where long names wrap.
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
      <ListboxButton
        title={selected?.name}
        className="flex h-10 w-full min-w-0 items-center gap-2 rounded-control border border-gray-300 bg-white px-3 text-left text-sm text-gray-900 shadow-card transition-colors hover:border-gray-400 data-disabled:cursor-not-allowed data-disabled:bg-gray-100 data-disabled:text-gray-600 data-open:border-brand-700"
      >
        <AccountsIcon className="hidden size-4 text-gray-500 min-[400px]:block" />
        <span className="min-w-0 flex-1 truncate font-medium">
          {selected ? selected.name : narrow ? 'Accounts' : '- Select Account -'}
        </span>
        <ChevronsUpDownIcon className="size-4 text-gray-500" />
      </ListboxButton>
      <ListboxOptions
        anchor={{ to: 'bottom end', gap: 6, padding: 8 }}
        transition
        className="z-40 max-h-72 w-(--button-width) max-w-[calc(100vw-1rem)] min-w-64 overflow-auto rounded-control border border-gray-200 bg-white p-1 text-sm shadow-raised transition duration-100 ease-out focus:outline-none data-closed:opacity-0"
      >
        {accounts.map((account) => (
          <ListboxOption
            key={account.id}
            value={account.id}
            className="group flex cursor-pointer items-start justify-between gap-2 rounded-md px-3 py-2 text-gray-900 data-focus:bg-brand-50 data-selected:font-semibold"
          >
            <span className="min-w-0 break-words">{account.name}</span>
            <CheckIcon className="invisible mt-0.5 size-4 text-brand-700 group-data-selected:visible" />
          </ListboxOption>
        ))}
      </ListboxOptions>
    </Listbox>
  );
}
