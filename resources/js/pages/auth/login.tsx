import { route } from 'ziggy-js';
import { Link } from '@/components/ui/link';
import { FormError } from '@/components/ui/form-error';
import { PasswordInput } from '@/components/ui/password-input';
import { EmailInput } from '@/components/ui/text-input';
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

  return (
    <AuthCard title="Login" description="Sign in to manage your shipments.">
      <form
        onSubmit={form.onSubmit('post', route('login.store'), {
          onError: () => form.reset('password'),
        })}
        noValidate
        className="space-y-4"
      >
        <FormError error={form.errors.form} />
        <EmailInput {...form.field('email')} required />
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
        {/* Public tracking: for consignees, who have no account. */}
        <p className="border-t border-gray-200 pt-4 text-center text-sm text-gray-700">
          Expecting a parcel?{' '}
          <Link href={route('track')} className={linkClass}>
            Track a shipment
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
