import { usePage } from '@inertiajs/react';
import { roleAllows, type Permission } from '@shared/team/roles';
import type { Account } from '@shared/types';

/** The account the pages are about, as the shared props say (null before one is picked). */
export function useSelectedAccount(): Account | null {
  const { accounts, selectedAccountId } = usePage().props;
  return accounts.find((account) => account.id === selectedAccountId) ?? null;
}

/**
 * What the member's role on the selected account allows (docs/team.md): a screen shows only
 * the actions it allows, as the routes' guards and the provider enforce. With no account
 * selected, or a provider without roles, everything is shown as before.
 */
export function useCan(): (permission: Permission) => boolean {
  const account = useSelectedAccount();
  return (permission) => roleAllows(account?.role ?? null, permission);
}
