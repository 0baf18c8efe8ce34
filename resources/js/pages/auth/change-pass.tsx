import { route } from 'ziggy-js';
import type { PageProps } from '@shared/pages';
import { NewPasswordInput } from '@/components/ui/password-input';
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

  return (
    <AuthCard title="Change Password" description="Choose a new password for your account.">
      <form
        onSubmit={form.onSubmit('post', route('change-pass.store'))}
        noValidate
        className="space-y-4"
      >
        <NewPasswordInput label="New Password" {...form.field('new_password')} />
        <NewPasswordInput
          label="Confirm New Password"
          {...form.field('new_password_confirmation')}
        />
        <Button type="submit" block busy={form.processing} busyText="Changing...">
          Change Password
        </Button>
      </form>
      {changed && <PasswordChangedDialog />}
    </AuthCard>
  );
}
