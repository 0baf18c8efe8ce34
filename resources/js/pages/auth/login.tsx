import { route } from '@/lib/route';
import { Link } from '@/components/ui/link';
import { FormError } from '@/components/ui/form-error';
import { PasswordInput } from '@/components/ui/password-input';
import { EmailInput } from '@/components/ui/text-input';
import { Button } from '@/components/ui/button';
import { Trans } from '@lingui/react';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useWords } from '@/lib/i18n';
import type { PageProps } from '@shared/pages';
import { AuthCard, linkClass } from './parts/auth-card';
import { PasskeySignIn } from './parts/passkey-sign-in';

/** spec §2.4 Login: on success the server sends the user to the dashboard with a toast. */
export default function Login({ invitedEmail }: PageProps['auth/login']) {
  const i18n = useWords();
  const form = useSchemaForm(
    () => import('@shared/forms/auth').then((forms) => forms.loginForm),
    { email: invitedEmail ?? '', password: '' },
    { errorBag: 'login' },
  );

  return (
    <AuthCard title={i18n._('Login')} description={i18n._('Sign in to manage your shipments.')}>
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
          label={i18n._('Password')}
          {...form.field('password')}
          autoComplete="current-password"
          required
        />
        <Button type="submit" block busy={form.processing} busyText={i18n._('loggin in...')}>
          {i18n._('Login')}
        </Button>
        <PasskeySignIn />
        <div className="flex flex-wrap justify-between gap-2 text-sm">
          <Link href={route('reset-password')} prefetch className={linkClass}>
            {i18n._('Reset Password')}
          </Link>
          <Link href={route('create-account')} prefetch className={linkClass}>
            {i18n._('Create New Account')}
          </Link>
        </div>
        {/* Public tracking: for consignees, who have no account. */}
        <p className="border-t border-gray-200 pt-4 text-center text-sm text-gray-700">
          <Trans
            id="Expecting a parcel? <0>Track a shipment</0>"
            components={{ 0: <Link href={route('track')} className={linkClass} /> }}
          />
        </p>
      </form>
    </AuthCard>
  );
}
