import { Head, router, usePage } from '@inertiajs/react';
import { useState } from 'react';
import { route } from '@/lib/route';
import { say } from '@shared/i18n/wording';
import { messages } from '@shared/messages';
import type { PageProps } from '@shared/pages';
import type { Account } from '@shared/types';
import { AccountsIcon, PlusIcon, RefreshIcon, WarningIcon } from '@/components/icons';
import { Button, ButtonLink, Card, EmptyState, PageHeader } from '@/components/ui';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useWords } from '@/lib/i18n';
import { AccountList } from './parts/account-list';

/**
 * spec §2.5 My Accounts: the linked accounts, 'Add New Account', and removal through the
 * 'Remove Account ?' dialog. A list the provider could not give says so, with a retry.
 */
export default function MyAccounts({ list }: PageProps['accounts/accounts']) {
  const i18n = useWords();
  const selectedId = usePage().props.selectedAccountId;
  // The account stays named while the dialog fades out after closing.
  const [removing, setRemoving] = useState<Account | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [retrying, setRetrying] = useState(false);

  const remove = () => {
    if (!removing) return;
    router.delete(route('accounts.destroy', { account: removing.id }), {
      preserveScroll: true,
      onStart: () => setBusy(true),
      onFinish: () => {
        setBusy(false);
        setOpen(false);
      },
    });
  };

  const retry = () =>
    router.reload({ onStart: () => setRetrying(true), onFinish: () => setRetrying(false) });

  const addButton = (
    <ButtonLink href={route('add-account')} prefetch icon={<PlusIcon className="size-4" />}>
      {i18n._('Add New Account')}
    </ButtonLink>
  );

  return (
    <>
      <Head title={i18n._('My Accounts')} />
      <PageHeader title={i18n._('My Accounts')} actions={addButton} />
      {!list.ok ? (
        <Card>
          <EmptyState
            icon={WarningIcon}
            title={say(i18n, messages.accounts.loadFailed)}
            action={
              <Button
                variant="secondary"
                onClick={retry}
                busy={retrying}
                icon={<RefreshIcon className="size-4" />}
              >
                {say(i18n, messages.accounts.retry)}
              </Button>
            }
          />
        </Card>
      ) : list.value.length === 0 ? (
        <Card>
          <EmptyState icon={AccountsIcon} title={i18n._('You haven’t added any accounts yet.')} />
        </Card>
      ) : (
        <Card flush>
          <AccountList
            accounts={list.value}
            selectedId={selectedId}
            onDelete={(account) => {
              setRemoving(account);
              setOpen(true);
            }}
          />
        </Card>
      )}
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={remove}
        title={i18n._('Remove Account ?')}
        message={removing ? say(i18n, messages.accounts.removeQuestion(removing.name)) : undefined}
        cancelText={i18n._('cancel')}
        confirmText={i18n._('Delete')}
        busy={busy}
        busyText={i18n._('Deleting...')}
        danger
      />
    </>
  );
}
