import type { FormEvent } from 'react';
import { route } from '@/lib/route';
import { ROLE_LABELS, ROLES } from '@shared/team/roles';
import { FormActions } from '@/components/ui';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { Select } from '@/components/ui/select';
import { EmailInput } from '@/components/ui/text-input';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useWords } from '@/lib/i18n';

/**
 * 'Invite a colleague': an e-mail and a role, posted in its own error bag, so the provider's
 * refusals (a member's e-mail, an invitation already waiting) show under the fields.
 */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const i18n = useWords();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={i18n._('Invite a colleague')}
      description={i18n._(
        'We e-mail them a link that holds 7 days. They join by signing in, or creating an account, with this e-mail address.',
      )}
    >
      {/* Mounted only while open, so that every opening starts with an empty form. */}
      {open && <InviteForm onClose={onClose} />}
    </Dialog>
  );
}

function InviteForm({ onClose }: { onClose: () => void }) {
  const i18n = useWords();
  const form = useSchemaForm(
    () => import('@shared/forms/team').then((forms) => forms.inviteForm),
    { email: '', role: 'viewer' },
    { errorBag: 'invite' },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit('post', route('team.invite'), { onSuccess: onClose });
  };
  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      <FormError error={form.errors.form} />
      <EmailInput label={i18n._('Email')} {...form.field('email')} required />
      <Select
        label={i18n._('Role')}
        {...form.field('role')}
        options={ROLES.map((role) => ({ value: role, label: i18n._(ROLE_LABELS[role]) }))}
        required
      />
      <FormActions
        onCancel={onClose}
        submitLabel={i18n._('Send invitation')}
        busy={form.processing}
        busyText={i18n._('Sending...')}
      />
    </form>
  );
}
