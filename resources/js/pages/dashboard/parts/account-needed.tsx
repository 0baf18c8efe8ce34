import { route } from 'ziggy-js';
import { AccountsIcon, PlusIcon } from '@/components/icons';
import { ButtonLink, EmptyState } from '@/components/ui';

/** spec §2.2's account prompt, in place of a part of the dashboard that needs an account. */
export function AccountNeeded() {
  return (
    <EmptyState
      headingLevel={3}
      icon={AccountsIcon}
      title="Please add or select an account to continue."
      action={
        <ButtonLink href={route('accounts')} icon={<PlusIcon className="size-4" />}>
          Add
        </ButtonLink>
      }
    />
  );
}
