import { Link, useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { route } from 'ziggy-js';
import { registerForm, type CustomerType } from '@shared/forms/auth';
import { PasswordInput } from '@/components/form/password-input';
import { PhoneInput } from '@/components/form/phone-input';
import { bindField } from '@/components/form/bind-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextInput } from '@/components/form/text-input';
import { useFirstErrorScroll } from '@/components/form/use-first-error-scroll';
import { checkForm } from '@/components/form/validate';
import { AuthCard, linkClass } from './parts/auth-card';

interface RegisterProps {
  type: CustomerType;
  /** ISO 3166 alpha-2 code of the caller's country (location lookup). */
  defaultCountry: string;
}

const TITLES: Record<CustomerType, string> = {
  personal: 'Create Personal Account',
  business: 'Create Business Account',
};

/** spec §2.4 Registration form; a success leads to the code screen. */
export default function Register({ type, defaultCountry }: RegisterProps) {
  const form = useForm({
    first_name: '',
    last_name: '',
    email: '',
    phone_number: '',
    password: '',
    password_confirmation: '',
  });
  const scrollToError = useFirstErrorScroll();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!checkForm(form, registerForm)) return scrollToError();
    form.post(route('register.store', { type }), { onError: scrollToError });
  };

  return (
    <AuthCard title={TITLES[type]} description="All fields are required." wide>
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            label="First Name"
            {...bindField(form, 'first_name')}
            autoComplete="given-name"
            required
          />
          <TextInput
            label="Last Name"
            {...bindField(form, 'last_name')}
            autoComplete="family-name"
            required
          />
        </div>
        <TextInput
          label="Email"
          {...bindField(form, 'email')}
          type="email"
          autoComplete="email"
          required
        />
        <PhoneInput
          label="Phone Number"
          {...bindField(form, 'phone_number')}
          required
          defaultCountry={defaultCountry}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <PasswordInput
            label="Password"
            {...bindField(form, 'password')}
            autoComplete="new-password"
            required
          />
          <PasswordInput
            label="Confirm Password"
            {...bindField(form, 'password_confirmation')}
            autoComplete="new-password"
            required
          />
        </div>
        <SubmitButton busy={form.processing} busyText="Submitting...">
          Submit
        </SubmitButton>
        <p className="text-center text-sm text-gray-700">
          Already have an account?{' '}
          <Link href={route('login')} className={linkClass}>
            Log In
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
