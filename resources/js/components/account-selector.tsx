import { router, usePage } from '@inertiajs/react';
import { route } from '@/lib/route';
import { MenuSelect } from '@/components/ui/menu-select';
import { useNarrowScreen } from '@/components/ui/use-narrow-screen';
import { AccountsIcon } from './icons';
import { useWords } from '@/lib/i18n';

/**
 * spec §2.3: the top bar's account selector. Choosing an account stores it in the session
 * (accounts.select) and the server sends the page back with the new selectedAccountId.
 * It shrinks with the top bar (down to 320 px screens); a name cut short in the button is
 * whole in its tooltip and in the option list, where long names wrap.
 */
export function AccountSelector() {
  const i18n = useWords();
  const { accounts, selectedAccountId } = usePage().props;
  const narrow = useNarrowScreen();
  const selected = accounts.find((account) => account.id === selectedAccountId);

  const choose = (id: number) => {
    if (id === selectedAccountId) return;
    router.post(route('accounts.select'), { account_id: id }, { preserveScroll: true });
  };

  return (
    <MenuSelect
      label={i18n._('Account')}
      value={selected?.id ?? null}
      options={accounts.map((account) => ({ value: account.id, label: account.name }))}
      onChange={choose}
      disabled={accounts.length === 0}
      title={selected?.name}
    >
      <AccountsIcon className="hidden size-4 text-gray-500 min-[400px]:block" />
      <span className="min-w-0 flex-1 truncate font-medium">
        {selected ? selected.name : narrow ? i18n._('Accounts') : i18n._('- Select Account -')}
      </span>
    </MenuSelect>
  );
}
