import { route } from '@/lib/route';
import { EmailInput } from '@/components/ui/text-input';
import { Button } from '@/components/ui/button';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useWords } from '@/lib/i18n';
import { AuthCard, BackLink } from './parts/auth-card';

/** spec §2.4 Reset Password: the e-mail gets a code, then the code screen follows. */
export default function ResetPassword() {
  const i18n = useWords();
  const form = useSchemaForm(
    () => import('@shared/forms/auth').then((forms) => forms.resetRequestForm),
    { email: '' },
    { errorBag: 'reset' },
  );

  return (
    <AuthCard
      title={i18n._('Reset Password')}
      description={i18n._('Enter your email and we will send you a verification code.')}
      back={<BackLink href={route('login')} label={i18n._('Back to login')} />}
    >
      <form
        onSubmit={form.onSubmit('post', route('reset-password.store'))}
        noValidate
        className="space-y-4"
      >
        <EmailInput {...form.field('email')} required />
        <Button type="submit" block busy={form.processing} busyText={i18n._('Sending...')}>
          {i18n._('Send Verification Code')}
        </Button>
      </form>
    </AuthCard>
  );
}
