import { route } from '@/lib/route';
import type { CustomerType } from '@shared/forms/auth';
import type { PageProps } from '@shared/pages';
import { NewPasswordInput } from '@/components/ui/password-input';
import { PhoneInput } from '@/components/ui/phone-input';
import { EmailInput } from '@/components/ui/text-input';
import { NameFields } from '@/components/name-fields';
import { Button } from '@/components/ui/button';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useWords } from '@/lib/i18n';
import { AuthCard, LoginPrompt } from './parts/auth-card';

const TITLES: Record<CustomerType, string> = {
  personal: /*i18n*/ 'Create Personal Account',
  business: /*i18n*/ 'Create Business Account',
};

/** spec §2.4 Registration form; a success leads to the code screen. */
export default function Register({
  type,
  defaultCountry,
  invitedEmail,
}: PageProps['auth/register']) {
  const i18n = useWords();
  const form = useSchemaForm(
    () => import('@shared/forms/register').then((forms) => forms.registerForm),
    {
      first_name: '',
      last_name: '',
      email: invitedEmail ?? '',
      phone_number: '',
      password: '',
      password_confirmation: '',
    },
    { errorBag: 'register' },
  );

  return (
    <AuthCard title={i18n._(TITLES[type])} description={i18n._('All fields are required.')} wide>
      <form
        onSubmit={form.onSubmit('post', route('register.store', { type }))}
        noValidate
        className="space-y-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <NameFields first={form.field('first_name')} last={form.field('last_name')} />
        </div>
        <EmailInput {...form.field('email')} required />
        <PhoneInput
          label={i18n._('Phone Number')}
          {...form.field('phone_number')}
          required
          defaultCountry={defaultCountry}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <NewPasswordInput label={i18n._('Password')} {...form.field('password')} />
          <NewPasswordInput
            label={i18n._('Confirm Password')}
            {...form.field('password_confirmation')}
          />
        </div>
        <Button type="submit" block busy={form.processing} busyText={i18n._('Submitting...')}>
          {i18n._('Submit')}
        </Button>
        <LoginPrompt />
      </form>
    </AuthCard>
  );
}
