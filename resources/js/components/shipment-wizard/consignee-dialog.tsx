import type { FormEvent } from 'react';
import { route } from '@/lib/route';
import { consigneeForm, emptyConsignee } from '@shared/forms/shipment';
import { createdConsigneeFrom, type CreatedConsignee } from '@shared/shipment-wizard/types';
import { FormActions } from '@/components/ui';
import { FormError } from '@/components/ui/form-error';
import { PhoneInput } from '@/components/ui/phone-input';
import { TextInput } from '@/components/ui/text-input';
import { Dialog } from '@/components/ui/dialog';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useWords } from '@/lib/i18n';

interface ConsigneeDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (consignee: CreatedConsignee) => void;
  defaultCountry: string;
}

/**
 * 'New consignee' (spec §2.9, §5): full name and phone required, email optional. It posts
 * in its own error bag, so the wizard behind keeps its state and its messages.
 */
export function ConsigneeDialog(props: ConsigneeDialogProps) {
  const i18n = useWords();
  return (
    <Dialog open={props.open} onClose={props.onClose} title={i18n._('New consignee')}>
      {/* Mounted only while open: every opening starts empty. */}
      {props.open && <ConsigneeForm {...props} />}
    </Dialog>
  );
}

function ConsigneeForm({ onClose, onCreated, defaultCountry }: ConsigneeDialogProps) {
  const i18n = useWords();
  const form = useSchemaForm(consigneeForm, { ...emptyConsignee }, { errorBag: 'consignee' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit('post', route('create-shipment.consignee'), {
      preserveState: true,
      onSuccess: (page) => {
        const created = createdConsigneeFrom(page.flash);
        if (!created) return;
        onCreated(created);
        onClose();
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      <FormError error={form.errors.form} />
      <TextInput label={i18n._('Full Name')} {...form.field('name')} autoComplete="off" required />
      <PhoneInput
        label={i18n._('Phone')}
        {...form.field('phone')}
        defaultCountry={defaultCountry}
        required
      />
      <TextInput label={i18n._('Email')} type="email" {...form.field('email')} autoComplete="off" />
      <FormActions
        onCancel={onClose}
        submitLabel={i18n._('Add Consignee')}
        busy={form.processing}
        busyText={i18n._('Adding...')}
      />
    </form>
  );
}
