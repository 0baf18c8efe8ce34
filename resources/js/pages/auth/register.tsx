import { Link } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { route } from 'ziggy-js';
import type { CustomerType } from '@shared/forms/auth';
import type { PageProps } from '@shared/pages';
import { PasswordInput } from '@/components/ui/password-input';
import { PhoneInput } from '@/components/ui/phone-input';
import { TextInput } from '@/components/ui/text-input';
import { Button } from '@/components/ui/button';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { AuthCard, linkClass } from './parts/auth-card';

const TITLES: Record<CustomerType, string> = {
  personal: 'Create Personal Account',
  business: 'Create Business Account',
};

/** spec §2.4 Registration form; a success leads to the code screen. */
export default function Register({ type, defaultCountry }: PageProps['auth/register']) {
  const form = useSchemaForm(
    () => import('@shared/forms/register').then((forms) => forms.registerForm),
    {
      first_name: '',
      last_name: '',
      email: '',
      phone_number: '',
      password: '',
      password_confirmation: '',
    },
    { errorBag: 'register' },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit('post', route('register.store', { type }));
  };

  return (
    <AuthCard title={TITLES[type]} description="All fields are required." wide>
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            label="First Name"
            {...form.field('first_name')}
            autoComplete="given-name"
            required
          />
          <TextInput
            label="Last Name"
            {...form.field('last_name')}
            autoComplete="family-name"
            required
          />
        </div>
        <TextInput
          label="Email"
          {...form.field('email')}
          type="email"
          autoComplete="email"
          required
        />
        <PhoneInput
          label="Phone Number"
          {...form.field('phone_number')}
          required
          defaultCountry={defaultCountry}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <PasswordInput
            label="Password"
            {...form.field('password')}
            autoComplete="new-password"
            required
          />
          <PasswordInput
            label="Confirm Password"
            {...form.field('password_confirmation')}
            autoComplete="new-password"
            required
          />
        </div>
        <Button type="submit" block busy={form.processing} busyText="Submitting...">
          Submit
        </Button>
        <p className="text-center text-sm text-gray-700">
          Already have an account?{' '}
          <Link href={route('login')} prefetch className={linkClass}>
            Log In
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
