import { useState } from 'react';
import type { ExceptionView } from '@shared/exceptions/types';
import { emptyAddress } from '@shared/forms/address';
import { AddressFields } from '@/components/address/address-fields';
import { useAddressForm } from '@/components/address/use-address-form';
import { MapPinIcon } from '@/components/icons';
import { Button, FormActions } from '@/components/ui';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { useWords } from '@/lib/i18n';
import { FIX_ERROR_BAG, FIX_VISIT, fixUrl, type ExceptionTarget } from './fix-route';

/** address_problem: the one address form, prefilled with the address as it stands. */
export function AddressFix({
  exception,
  target,
}: {
  exception: ExceptionView;
  target: ExceptionTarget;
}) {
  const i18n = useWords();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <MapPinIcon className="size-4" />
        {i18n._('Correct the address')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={i18n._('Correct the delivery address')}
        description={i18n._('The courier delivers to the corrected address on its next round.')}
        size="lg"
      >
        {open && (
          <AddressForm exception={exception} target={target} onDone={() => setOpen(false)} />
        )}
      </Dialog>
    </>
  );
}

function AddressForm({
  exception,
  target,
  onDone,
}: {
  exception: ExceptionView;
  target: ExceptionTarget;
  onDone: () => void;
}) {
  const i18n = useWords();
  const form = useAddressForm('customer', exception.address ?? emptyAddress(), FIX_ERROR_BAG);
  return (
    <form
      onSubmit={form.onSubmit('post', fixUrl(target, 'correct_address'), {
        ...FIX_VISIT,
        onSuccess: onDone,
      })}
      noValidate
      className="mt-4 space-y-5"
    >
      <FormError error={form.errors.form} />
      <AddressFields
        form={form}
        kind="customer"
        defaultCountry={exception.address?.country ?? ''}
      />
      <FormActions
        onCancel={onDone}
        submitLabel={i18n._('Send the corrected address')}
        busy={form.processing}
        busyText={i18n._('Sending...')}
      />
    </form>
  );
}
