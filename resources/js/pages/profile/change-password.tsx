import { Head } from '@inertiajs/react';
import { route } from 'ziggy-js';
import { changePasswordForm } from '@shared/forms/profile';
import { NewPasswordInput, PasswordInput } from '@/components/ui/password-input';
import { Button, Card, PageHeader } from '@/components/ui';
import { useSchemaForm } from '@/hooks/use-schema-form';

const EMPTY = { old_password: '', new_password: '', new_password_confirmation: '' };

/**
 * spec §2.7 Change Password: old, new and confirm, each with a show/hide toggle. This
 * browser stays signed in; every other one is signed out by the provider.
 */
export default function ChangePassword() {
  const form = useSchemaForm(changePasswordForm, EMPTY, { errorBag: 'password' });
  const submit = form.onSubmit('put', route('change-password.update'), {
    preserveScroll: true,
    // Passwords never stay in the page once sent, whatever the answer.
    onFinish: () => form.reset(),
  });

  return (
    <>
      <Head title="Change Password" />
      <PageHeader
        title="Change Password"
        description="You will stay signed in here; other browsers and devices will be signed out."
      />
      <Card>
        <form onSubmit={submit} noValidate className="max-w-md space-y-4">
          <PasswordInput
            label="Old Password"
            {...form.field('old_password')}
            autoComplete="current-password"
            required
          />
          <NewPasswordInput label="New Password" {...form.field('new_password')} />
          <NewPasswordInput label="Confirm Password" {...form.field('new_password_confirmation')} />
          <Button type="submit" busy={form.processing} busyText="Changing...">
            Change Password
          </Button>
        </form>
      </Card>
    </>
  );
}
