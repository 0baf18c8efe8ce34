import { route } from '@/lib/route';
import { say } from '@shared/i18n/wording';
import { messages } from '@shared/messages';
import type { Account } from '@shared/types';
import { TrashIcon } from '@/components/icons';
import { Badge, IconButton } from '@/components/ui';
import { Link } from '@/components/ui/link';
import { useWords } from '@/lib/i18n';

interface AccountListProps {
  accounts: Account[];
  selectedId: number | null;
  onDelete: (account: Account) => void;
}

/** spec §2.5: each account with its name and details, its edit link and its delete icon. */
export function AccountList({ accounts, selectedId, onDelete }: AccountListProps) {
  const i18n = useWords();
  return (
    <ul className="divide-y divide-gray-200">
      {accounts.map((account) => (
        <li key={account.id} className="flex items-center gap-3 px-4 py-4 sm:px-6">
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <Link
                href={route('edit-account', { account: account.id })}
                prefetch
                className="text-sm font-semibold break-words text-gray-900 hover:text-brand-800 hover:underline"
              >
                {account.name}
              </Link>
              {account.id === selectedId && (
                <Badge tone="brand">{say(i18n, messages.accounts.selected)}</Badge>
              )}
            </div>
            <p className="mt-0.5 text-sm break-words text-gray-600">{account.details}</p>
            <p className="mt-0.5 font-mono text-xs text-gray-600">
              <bdi dir="ltr">{account.account_number}</bdi>
            </p>
          </div>
          <IconButton
            label={i18n._('Delete {name}', { name: account.name })}
            icon={<TrashIcon />}
            variant="danger"
            onClick={() => onDelete(account)}
          />
        </li>
      ))}
    </ul>
  );
}
