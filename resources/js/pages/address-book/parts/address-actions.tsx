import { route } from 'ziggy-js';
import { messages } from '@shared/messages';
import { PlusIcon } from '@/components/icons';
import { Button, ButtonLink, buttonClass } from '@/components/ui';

export interface AddressActionsProps {
  selectedId: string | null;
  onClear: () => void;
}

/**
 * spec §2.6: with an address selected the main action is 'Edit Address', otherwise 'Add
 * New Address'. The CSV round trip sits beside it.
 */
export function AddressActions({ selectedId, onClear }: AddressActionsProps) {
  return (
    <>
      <ButtonLink href={route('import-addresses')} variant="secondary">
        Import CSV
      </ButtonLink>
      {/* A file download, not a page visit: a plain link. */}
      <a href={route('address-book.export')} className={buttonClass('secondary')} download>
        Export CSV
      </a>
      {selectedId ? (
        <>
          <Button variant="secondary" onClick={onClear}>
            {messages.address.clearSelection}
          </Button>
          <ButtonLink href={route('edit-address-book', { uuid: selectedId })}>
            Edit Address
          </ButtonLink>
        </>
      ) : (
        <ButtonLink href={route('add-address-book')} icon={<PlusIcon />}>
          Add New Address
        </ButtonLink>
      )}
    </>
  );
}
