import { route } from '@/lib/route';
import { say } from '@shared/i18n/wording';
import { messages } from '@shared/messages';
import { PlusIcon } from '@/components/icons';
import { Button, ButtonLink, buttonClass } from '@/components/ui';
import { useWords } from '@/lib/i18n';
import { useCan } from '@/hooks/use-role';

export interface AddressActionsProps {
  selectedId: string | null;
  onClear: () => void;
}

/**
 * spec §2.6: with an address selected the main action is 'Edit Address', otherwise 'Add
 * New Address'. The CSV round trip sits beside it.
 */
export function AddressActions({ selectedId, onClear }: AddressActionsProps) {
  const i18n = useWords();
  const exportLink = (
    // A file download, not a page visit: a plain link.
    <a href={route('address-book.export')} className={buttonClass('secondary')} download>
      {i18n._('Export CSV')}
    </a>
  );
  // Adding, editing and importing are a shipping role's (docs/team.md).
  if (!useCan()('ship')) return exportLink;
  return (
    <>
      <ButtonLink href={route('import-addresses')} variant="secondary">
        {i18n._('Import CSV')}
      </ButtonLink>
      {exportLink}
      {selectedId ? (
        <>
          <Button variant="secondary" onClick={onClear}>
            {say(i18n, messages.address.clearSelection)}
          </Button>
          <ButtonLink href={route('edit-address-book', { uuid: selectedId })}>
            {i18n._('Edit Address')}
          </ButtonLink>
        </>
      ) : (
        <ButtonLink href={route('add-address-book')} icon={<PlusIcon />}>
          {i18n._('Add New Address')}
        </ButtonLink>
      )}
    </>
  );
}
