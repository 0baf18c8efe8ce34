import { Head } from '@inertiajs/react';
import { route } from 'ziggy-js';
import { AccountsIcon, PlusIcon } from '@/components/icons';
import { ButtonLink, Card, EmptyState } from '@/components/ui';

/** spec §2.2: shown instead of a page that needs an account while none is selected. */
export default function AccountRequired() {
  return (
    <Card>
      <Head title="Select an account" />
      <EmptyState
        headingLevel={1}
        icon={AccountsIcon}
        title="Please add or select an account to continue."
        action={
          <ButtonLink href={route('accounts')} icon={<PlusIcon className="size-4" />}>
            Add
          </ButtonLink>
        }
      />
    </Card>
  );
}
