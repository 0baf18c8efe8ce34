import { useState, type FormEvent } from 'react';
import { route } from '@/lib/route';
import { appCodeForm, recoveryCodeForm } from '@shared/forms/two-factor';
import type { PageProps } from '@shared/pages';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { OtpInput } from '@/components/ui/otp-input';
import { TextInput } from '@/components/ui/text-input';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useWords } from '@/lib/i18n';
import { AuthCard, BackLink } from './parts/auth-card';

type Props = PageProps['auth/two-factor-challenge'];
type Way = 'totp' | 'recovery';

/**
 * A sign-in's second step (docs/two-factor.md, 'In the portal'): the 6-digit code from the
 * app (boxes that post themselves once full), a recovery code, or a passkey. The passkey's
 * prompt and its library load only when its button is pressed.
 */
export default function TwoFactorChallenge({ methods }: Props) {
  const i18n = useWords();
  const [way, setWay] = useState<Way>(methods.includes('totp') ? 'totp' : 'recovery');
  const other: Way = way === 'totp' ? 'recovery' : 'totp';
  return (
    <AuthCard
      title={i18n._('Two-factor sign-in')}
      back={<BackLink href={route('login')} label={i18n._('Back to Login')} />}
      description={
        way === 'totp'
          ? i18n._('Enter the 6-digit code from your authenticator app.')
          : i18n._('Enter one of your recovery codes. Each works once.')
      }
    >
      <div className="space-y-4">
        {way === 'totp' ? <AppCode /> : <RecoveryCode />}
        {methods.includes(other) && (
          <p className="text-center text-sm">
            <Button variant="link" onClick={() => setWay(other)}>
              {other === 'recovery'
                ? i18n._('Use a recovery code instead')
                : i18n._('Use a code from your app instead')}
            </Button>
          </p>
        )}
        {methods.includes('passkey') && <PasskeyAnswer />}
      </div>
    </AuthCard>
  );
}

function AppCode() {
  const i18n = useWords();
  const form = useSchemaForm(appCodeForm, { code: '' }, { errorBag: 'twoFactor' });
  // A refused code empties the boxes for the next try.
  const [attempt, setAttempt] = useState(0);
  return (
    <>
      <FormError error={form.errors.form} />
      <OtpInput
        key={attempt}
        autoFocus
        label={i18n._('Code from the app')}
        onComplete={(code) =>
          form.submit('post', route('two-factor-challenge.store'), {
            data: { code },
            onError: () => setAttempt((n) => n + 1),
          })
        }
        disabled={form.processing}
        error={form.errors.code}
      />
      <p className="text-center text-sm text-gray-700" aria-live="polite">
        {form.processing ? i18n._('Checking the code...') : ''}
      </p>
    </>
  );
}

function RecoveryCode() {
  const i18n = useWords();
  const form = useSchemaForm(recoveryCodeForm, { recovery_code: '' }, { errorBag: 'twoFactor' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit('post', route('two-factor-challenge.store'));
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormError error={form.errors.form} />
      <TextInput
        label={i18n._('Recovery code')}
        {...form.field('recovery_code')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        dir="ltr"
        required
      />
      <Button type="submit" block busy={form.processing} busyText={i18n._('Checking...')}>
        {i18n._('Sign in')}
      </Button>
    </form>
  );
}

function PasskeyAnswer() {
  const i18n = useWords();
  const form = useSchemaForm(
    () => import('@shared/forms/two-factor').then((forms) => forms.passkeyAnswerForm),
    { response: '' },
    { errorBag: 'twoFactorPasskey' },
  );
  const [prompting, setPrompting] = useState(false);
  const answer = async () => {
    setPrompting(true);
    const { answerWithPasskey } = await import('@/components/two-factor/passkey-prompt');
    const outcome = await answerWithPasskey(route('two-factor-challenge.passkey-options'));
    setPrompting(false);
    if (outcome.ok) {
      form.submit('post', route('two-factor-challenge.store'), {
        data: { response: outcome.response },
      });
      return;
    }
    form.setErrors({
      response:
        outcome.reason === 'unsupported'
          ? i18n._('This browser cannot use passkeys.')
          : outcome.reason === 'cancelled'
            ? i18n._('The passkey prompt was closed or timed out. Try again.')
            : i18n._('The passkey prompt could not be opened right now. Please try again.'),
    });
  };
  return (
    <div className="space-y-2 border-t border-gray-200 pt-4">
      <FormError error={form.errors.response} />
      <Button
        variant="secondary"
        block
        onClick={() => void answer()}
        busy={prompting || form.processing}
        busyText={i18n._('Waiting for the passkey...')}
      >
        {i18n._('Use a passkey')}
      </Button>
    </div>
  );
}
