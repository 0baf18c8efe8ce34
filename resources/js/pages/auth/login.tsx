import { Link, useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { route } from 'ziggy-js';
import { loginForm } from '@shared/forms/auth';
import { PasswordInput } from '@/components/form/password-input';
import { bindField } from '@/components/form/bind-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextInput } from '@/components/form/text-input';
import { useFirstErrorScroll } from '@/components/form/use-first-error-scroll';
import { checkForm } from '@/components/form/validate';
import { AuthCard, linkClass } from './parts/auth-card';

/** spec §2.4 Login: on success the server sends the user to the dashboard with a toast. */
export default function Login() {
  const form = useForm({ email: '', password: '' });
  const scrollToError = useFirstErrorScroll();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!checkForm(form, loginForm)) return scrollToError();
    form.post(route('login.store'), {
      onError: () => {
        form.reset('password');
        scrollToError();
      },
    });
  };

  return (
    <AuthCard title="Login" description="Sign in to manage your shipments.">
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextInput
          label="Email"
          {...bindField(form, 'email')}
          type="email"
          autoComplete="email"
          required
        />
        <PasswordInput
          label="Password"
          {...bindField(form, 'password')}
          autoComplete="current-password"
          required
        />
        <SubmitButton busy={form.processing} busyText="loggin in...">
          Login
        </SubmitButton>
        <div className="flex flex-wrap justify-between gap-2 text-sm">
          <Link href={route('reset-password')} className={linkClass}>
            Reset Password
          </Link>
          <Link href={route('create-account')} className={linkClass}>
            Create New Account
          </Link>
        </div>
      </form>
    </AuthCard>
  );
}
