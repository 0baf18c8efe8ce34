import { Link } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { route } from 'ziggy-js';
import { FormError } from '@/components/ui/form-error';
import { PasswordInput } from '@/components/ui/password-input';
import { TextInput } from '@/components/ui/text-input';
import { Button } from '@/components/ui/button';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { AuthCard, linkClass } from './parts/auth-card';

/** spec §2.4 Login: on success the server sends the user to the dashboard with a toast. */
export default function Login() {
  const form = useSchemaForm(
    () => import('@shared/forms/auth').then((forms) => forms.loginForm),
    { email: '', password: '' },
    { errorBag: 'login' },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit('post', route('login.store'), { onError: () => form.reset('password') });
  };

  return (
    <AuthCard title="Login" description="Sign in to manage your shipments.">
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormError error={form.errors.form} />
        <TextInput
          label="Email"
          {...form.field('email')}
          type="email"
          autoComplete="email"
          required
        />
        <PasswordInput
          label="Password"
          {...form.field('password')}
          autoComplete="current-password"
          required
        />
        <Button type="submit" block busy={form.processing} busyText="loggin in...">
          Login
        </Button>
        <div className="flex flex-wrap justify-between gap-2 text-sm">
          <Link href={route('reset-password')} prefetch className={linkClass}>
            Reset Password
          </Link>
          <Link href={route('create-account')} prefetch className={linkClass}>
            Create New Account
          </Link>
        </div>
      </form>
    </AuthCard>
  );
}
