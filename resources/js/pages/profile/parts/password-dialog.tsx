import type { FormEvent } from 'react';
import { passwordAgainForm } from '@shared/forms/two-factor';
import { FormActions } from '@/components/ui';
import { Dialog } from '@/components/ui/dialog';
import { PasswordInput } from '@/components/ui/password-input';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useWords } from '@/lib/i18n';

/** What a password dialog sends, and where. */
export interface PasswordAction {
  title: string;
  message: string;
  submitLabel: string;
  method: 'post' | 'delete';
  /** Where the form goes: `route(name, params)`. */
  url: string;
}

/**
 * Turning a factor off, removing a passkey, new recovery codes: each asks for the password
 * again (docs/two-factor.md), in a dialog that stays open on a refusal.
 */
export function PasswordDialog({
  action,
  onClose,
}: {
  action: PasswordAction | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={action !== null} onClose={onClose} title={action?.title ?? ''}>
      {action && <PasswordForm action={action} onClose={onClose} />}
    </Dialog>
  );
}

function PasswordForm({ action, onClose }: { action: PasswordAction; onClose: () => void }) {
  const i18n = useWords();
  const form = useSchemaForm(passwordAgainForm, { password: '' }, { errorBag: 'password' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit(action.method, action.url, {
      preserveScroll: true,
      onSuccess: onClose,
      // The password never stays in the page once sent.
      onFinish: () => form.reset(),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="mt-2 space-y-4">
      <p className="text-sm text-gray-700">{action.message}</p>
      <PasswordInput
        label={i18n._('Password')}
        {...form.field('password')}
        autoComplete="current-password"
        required
      />
      <FormActions
        onCancel={onClose}
        submitLabel={action.submitLabel}
        busy={form.processing}
        busyText={i18n._('Saving...')}
      />
    </form>
  );
}
