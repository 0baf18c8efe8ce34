import { route } from '@/lib/route';
import type { PageProps } from '@shared/pages';
import { NewPasswordInput } from '@/components/ui/password-input';
import { Button } from '@/components/ui/button';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useWords } from '@/lib/i18n';
import { AuthCard } from './parts/auth-card';
import { PasswordChangedDialog } from './parts/password-changed-dialog';

/** spec §2.4 Reset change-password; `changed` comes back true once the new password is set. */
export default function ChangePass({ changed }: PageProps['auth/change-pass']) {
  const i18n = useWords();
  const form = useSchemaForm(
    () => import('@shared/forms/auth').then((forms) => forms.newPasswordForm),
    { new_password: '', new_password_confirmation: '' },
    { errorBag: 'newPassword' },
  );

  return (
    <AuthCard
      title={i18n._('Change Password')}
      description={i18n._('Choose a new password for your account.')}
    >
      <form
        onSubmit={form.onSubmit('post', route('change-pass.store'))}
        noValidate
        className="space-y-4"
      >
        <NewPasswordInput label={i18n._('New Password')} {...form.field('new_password')} />
        <NewPasswordInput
          label={i18n._('Confirm New Password')}
          {...form.field('new_password_confirmation')}
        />
        <Button type="submit" block busy={form.processing} busyText={i18n._('Changing...')}>
          {i18n._('Change Password')}
        </Button>
      </form>
      {changed && <PasswordChangedDialog />}
    </AuthCard>
  );
}
