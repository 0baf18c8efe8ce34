import { useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { route } from 'ziggy-js';
import { newPasswordForm } from '@shared/forms/auth';
import { PasswordInput } from '@/components/form/password-input';
import { bindField } from '@/components/form/bind-field';
import { SubmitButton } from '@/components/form/submit-button';
import { useFirstErrorScroll } from '@/components/form/use-first-error-scroll';
import { checkForm } from '@/components/form/validate';
import { AuthCard } from './parts/auth-card';
import { PasswordChangedDialog } from './parts/password-changed-dialog';

/** spec §2.4 Reset change-password; `changed` comes back true once the new password is set. */
export default function ChangePass({ changed = false }: { changed?: boolean }) {
  const form = useForm({ new_password: '', new_password_confirmation: '' });
  const scrollToError = useFirstErrorScroll();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!checkForm(form, newPasswordForm)) return scrollToError();
    form.post(route('change-pass.store'), { onError: scrollToError });
  };

  return (
    <AuthCard title="Change Password" description="Choose a new password for your account.">
      <form onSubmit={submit} noValidate className="space-y-4">
        <PasswordInput
          label="New Password"
          {...bindField(form, 'new_password')}
          autoComplete="new-password"
          required
        />
        <PasswordInput
          label="Confirm New Password"
          {...bindField(form, 'new_password_confirmation')}
          autoComplete="new-password"
          required
        />
        <SubmitButton busy={form.processing} busyText="Changing...">
          Change Password
        </SubmitButton>
      </form>
      <PasswordChangedDialog open={changed} />
    </AuthCard>
  );
}
