import type { FormEvent } from 'react';
import { route } from 'ziggy-js';
import type { PageProps } from '@shared/pages';
import { PasswordInput } from '@/components/ui/password-input';
import { Button } from '@/components/ui/button';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { AuthCard } from './parts/auth-card';
import { PasswordChangedDialog } from './parts/password-changed-dialog';

/** spec §2.4 Reset change-password; `changed` comes back true once the new password is set. */
export default function ChangePass({ changed }: PageProps['auth/change-pass']) {
  const form = useSchemaForm(
    () => import('@shared/forms/auth').then((forms) => forms.newPasswordForm),
    { new_password: '', new_password_confirmation: '' },
    { errorBag: 'newPassword' },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit('post', route('change-pass.store'));
  };

  return (
    <AuthCard title="Change Password" description="Choose a new password for your account.">
      <form onSubmit={submit} noValidate className="space-y-4">
        <PasswordInput
          label="New Password"
          {...form.field('new_password')}
          autoComplete="new-password"
          required
        />
        <PasswordInput
          label="Confirm New Password"
          {...form.field('new_password_confirmation')}
          autoComplete="new-password"
          required
        />
        <Button type="submit" block busy={form.processing} busyText="Changing...">
          Change Password
        </Button>
      </form>
      {changed && <PasswordChangedDialog />}
    </AuthCard>
  );
}
