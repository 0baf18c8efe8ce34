import { Head } from '@inertiajs/react';
import { route } from '@/lib/route';
import { changePasswordForm } from '@shared/forms/profile';
import { NewPasswordInput, PasswordInput } from '@/components/ui/password-input';
import { Button, Card, PageHeader } from '@/components/ui';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useWords } from '@/lib/i18n';

const EMPTY = { old_password: '', new_password: '', new_password_confirmation: '' };

/**
 * spec §2.7 Change Password: old, new and confirm, each with a show/hide toggle. This
 * browser stays signed in; every other one is signed out by the provider.
 */
export default function ChangePassword() {
  const i18n = useWords();
  const form = useSchemaForm(changePasswordForm, EMPTY, { errorBag: 'password' });
  const submit = form.onSubmit('put', route('change-password.update'), {
    preserveScroll: true,
    // Passwords never stay in the page once sent, whatever the answer.
    onFinish: () => form.reset(),
  });

  return (
    <>
      <Head title={i18n._('Change Password')} />
      <PageHeader
        title={i18n._('Change Password')}
        description={i18n._(
          'You will stay signed in here; other browsers and devices will be signed out.',
        )}
      />
      <Card>
        <form onSubmit={submit} noValidate className="max-w-md space-y-4">
          <PasswordInput
            label={i18n._('Old Password')}
            {...form.field('old_password')}
            autoComplete="current-password"
            required
          />
          <NewPasswordInput label={i18n._('New Password')} {...form.field('new_password')} />
          <NewPasswordInput
            label={i18n._('Confirm Password')}
            {...form.field('new_password_confirmation')}
          />
          <Button type="submit" busy={form.processing} busyText={i18n._('Changing...')}>
            {i18n._('Change Password')}
          </Button>
        </form>
      </Card>
    </>
  );
}
