import { useState, type FormEvent } from 'react';
import { route } from '@/lib/route';
import { totpConfirmForm } from '@shared/forms/two-factor';
import type { TotpSetup, TwoFactorView } from '@shared/two-factor/types';
import { Badge, Button, Card, Notice } from '@/components/ui';
import { TextInput } from '@/components/ui/text-input';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useWords } from '@/lib/i18n';
import { postJson } from '@/lib/post-json';
import type { PasswordAction } from './password-dialog';

/** The key written out in groups of four, as authenticator apps show it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * The authenticator app (docs/two-factor.md): set up from a QR code drawn on the server, or
 * the key written out, and turned on by a first code; turned off with the password.
 */
export function AuthenticatorApp({
  state,
  onPassword,
}: {
  state: TwoFactorView;
  onPassword: (action: PasswordAction) => void;
}) {
  const i18n = useWords();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [starting, setStarting] = useState(false);
  const [failed, setFailed] = useState(false);

  const start = async () => {
    setStarting(true);
    setFailed(false);
    const got = await postJson<TotpSetup>(route('two-factor.totp'));
    setStarting(false);
    if (got) setSetup(got);
    else setFailed(true);
  };

  return (
    <Card
      title={i18n._('Authenticator app')}
      actions={state.totp ? <Badge tone="success">{i18n._('On')}</Badge> : null}
    >
      <p className="text-sm text-gray-700">
        {i18n._('An app on your phone gives a new 6-digit code every 30 seconds.')}
      </p>
      {failed && (
        <Notice tone="error" className="mt-4">
          {i18n._('The set-up could not be started. Please try again.')}
        </Notice>
      )}
      {setup ? (
        <SetupForm setup={setup} onDone={() => setSetup(null)} />
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button
            variant={state.totp ? 'secondary' : 'primary'}
            onClick={() => void start()}
            busy={starting}
            busyText={i18n._('Starting...')}
          >
            {state.totp ? i18n._('Move to a new phone') : i18n._('Set up an authenticator app')}
          </Button>
          {state.totp && (
            <Button
              variant="secondary"
              onClick={() =>
                onPassword({
                  title: i18n._('Turn off the authenticator app?'),
                  message: i18n._('Enter your password to turn off the authenticator app.'),
                  submitLabel: i18n._('Turn off'),
                  method: 'delete',
                  url: route('two-factor.destroy-totp'),
                })
              }
            >
              {i18n._('Turn off')}
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}

function SetupForm({ setup, onDone }: { setup: TotpSetup; onDone: () => void }) {
  const i18n = useWords();
  const form = useSchemaForm(totpConfirmForm, { code: '' }, { errorBag: 'totp' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit('post', route('two-factor.confirm-totp'), {
      preserveScroll: true,
      // A wrong code comes back as errors with the set-up still shown.
      preserveState: true,
      onSuccess: onDone,
    });
  };
  return (
    <div className="mt-4 grid gap-6 sm:grid-cols-[auto_1fr]">
      <img
        src={setup.qr}
        width={176}
        height={176}
        className="size-44 rounded-md border border-gray-200"
        alt={i18n._('QR code for your authenticator app')}
      />
      <form onSubmit={submit} noValidate className="max-w-md min-w-0 space-y-4">
        <ol className="list-decimal space-y-1 ps-5 text-sm text-gray-700">
          <li>{i18n._('Scan the QR code with your authenticator app.')}</li>
          <li>{i18n._('Or enter this key in the app:')}</li>
        </ol>
        <p>
          <code
            dir="ltr"
            className="block rounded-md bg-gray-50 px-3 py-2 font-mono text-sm text-gray-900"
            data-testid="totp-key"
          >
            {grouped(setup.secret)}
          </code>
        </p>
        <TextInput
          label={i18n._('Code from the app')}
          {...form.field('code', { filter: 'numbers' })}
          autoComplete="one-time-code"
          inputMode="numeric"
          dir="ltr"
          maxLength={6}
          required
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" busy={form.processing} busyText={i18n._('Checking...')}>
            {i18n._('Turn on')}
          </Button>
          <Button variant="secondary" onClick={onDone}>
            {i18n._('Cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}
