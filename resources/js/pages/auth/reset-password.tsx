import { Link, useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { route } from 'ziggy-js';
import { resetRequestForm } from '@shared/forms/auth';
import { bindField } from '@/components/form/bind-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextInput } from '@/components/form/text-input';
import { useFirstErrorScroll } from '@/components/form/use-first-error-scroll';
import { checkForm } from '@/components/form/validate';
import { AuthCard } from './parts/auth-card';
import { ArrowLeftIcon } from '@/components/icons';

/** spec §2.4 Reset Password: the e-mail gets a code, then the code screen follows. */
export default function ResetPassword() {
  const form = useForm({ email: '' });
  const scrollToError = useFirstErrorScroll();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!checkForm(form, resetRequestForm)) return scrollToError();
    form.post(route('reset-password.store'), { onError: scrollToError });
  };

  return (
    <AuthCard
      title="Reset Password"
      description="Enter your email and we will send you a verification code."
      back={
        <Link
          href={route('login')}
          aria-label="Back to login"
          className="-ml-1 rounded p-1 text-gray-700 hover:bg-gray-100 hover:text-gray-900"
        >
          <ArrowLeftIcon />
        </Link>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextInput
          label="Email"
          {...bindField(form, 'email')}
          type="email"
          autoComplete="email"
          required
        />
        <SubmitButton busy={form.processing} busyText="Sending...">
          Send Verification Code
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
