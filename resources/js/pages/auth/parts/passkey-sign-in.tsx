import { useState } from 'react';
import { route } from '@/lib/route';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useWords } from '@/lib/i18n';

/**
 * 'Sign in with a passkey' on the login page (docs/two-factor.md): nothing of WebAuthn is
 * in the page's first load. A press loads the prompt and its library, asks the portal for
 * the provider's options, and posts the browser's answer; refusals show above the button.
 */
export function PasskeySignIn() {
  const i18n = useWords();
  const form = useSchemaForm(
    () => import('@shared/forms/two-factor').then((forms) => forms.passkeyAnswerForm),
    { response: '' },
    { errorBag: 'passkeySignIn' },
  );
  const [prompting, setPrompting] = useState(false);
  const signIn = async () => {
    setPrompting(true);
    const { answerWithPasskey } = await import('@/components/two-factor/passkey-prompt');
    const outcome = await answerWithPasskey(route('login.passkey-options'));
    setPrompting(false);
    if (outcome.ok) {
      form.submit('post', route('login.passkey'), { data: { response: outcome.response } });
    } else {
      form.setErrors({
        form:
          outcome.reason === 'unsupported'
            ? i18n._('This browser cannot use passkeys.')
            : i18n._('The passkey prompt was closed or timed out. Try again.'),
      });
    }
  };
  return (
    <div className="space-y-2">
      <FormError error={form.errors.form ?? form.errors.response} />
      <Button
        variant="secondary"
        block
        onClick={() => void signIn()}
        busy={prompting || form.processing}
        busyText={i18n._('Waiting for the passkey...')}
      >
        {i18n._('Sign in with a passkey')}
      </Button>
    </div>
  );
}
