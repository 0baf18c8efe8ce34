import type { FormEvent } from 'react';
import { route } from '@/lib/route';
import { createdAddressFrom } from '@shared/address/display';
import type { CreatedAddress } from '@shared/address/types';
import type { AddressKind } from '@shared/forms/address';
import { FormActions } from '@/components/ui';
import { FormError } from '@/components/ui/form-error';
import { Dialog } from '@/components/ui/dialog';
import { useWords } from '@/lib/i18n';
import { AddressFields } from './address-fields';
import { useAddressForm } from './use-address-form';

export interface AddressDialogProps {
  open: boolean;
  onClose: () => void;
  /** client: the account's own address; customer: a consignee's (Label and Email optional). */
  kind: AddressKind;
  /** Gets the new address (id and display text) once it is saved; the dialog then closes. */
  onCreated: (address: CreatedAddress) => void;
  defaultCountry: string;
  title?: string;
}

/**
 * The address form in a popup, for the wizards' pickers: it posts to address-book.store in
 * its own error bag (the page behind keeps its errors and state) and hands the new address
 * back to the page that opened it.
 */
export function AddressDialog(props: AddressDialogProps) {
  const i18n = useWords();
  // Mounted only while open, so that every opening starts with an empty form.
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      title={props.title ?? i18n._('Add New Address')}
      size="lg"
    >
      {props.open && <DialogForm {...props} />}
    </Dialog>
  );
}

function DialogForm({ kind, onCreated, onClose, defaultCountry }: AddressDialogProps) {
  const i18n = useWords();
  const form = useAddressForm(kind, undefined, `address-${kind}`);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit('post', route('address-book.store', { kind }), {
      preserveState: true,
      onSuccess: (page) => {
        const created = createdAddressFrom(page.flash);
        if (!created) return;
        onCreated(created);
        onClose();
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-5">
      <FormError error={form.errors.form} />
      <AddressFields form={form} kind={kind} defaultCountry={defaultCountry} />
      <FormActions
        onCancel={onClose}
        submitLabel={i18n._('Add Address')}
        busy={form.processing}
        busyText={i18n._('Adding...')}
      />
    </form>
  );
}
