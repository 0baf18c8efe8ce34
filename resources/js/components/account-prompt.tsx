import { route } from '@/lib/route';
import { AccountsIcon, PlusIcon } from '@/components/icons';
import { ButtonLink, EmptyState } from '@/components/ui';
import { useWords } from '@/lib/i18n';

/**
 * spec §2.2's account prompt: shown instead of a page, or a part of one, that needs an
 * account while none is selected.
 */
export function AccountPrompt({ headingLevel = 2 }: { headingLevel?: 1 | 2 | 3 }) {
  const i18n = useWords();
  return (
    <EmptyState
      headingLevel={headingLevel}
      icon={AccountsIcon}
      title={i18n._('Please add or select an account to continue.')}
      action={
        <ButtonLink href={route('accounts')} icon={<PlusIcon className="size-4" />}>
          {i18n._('Add')}
        </ButtonLink>
      }
    />
  );
}
