import { Head } from '@inertiajs/react';
import { useState } from 'react';
import { say } from '@shared/i18n/wording';
import { messages } from '@shared/messages';
import type { PageProps } from '@shared/pages';
import { Card, Notice, PageHeader } from '@/components/ui';
import { useWords } from '@/lib/i18n';
import { AuthenticatorApp } from './parts/authenticator-app';
import { PasswordDialog, type PasswordAction } from './parts/password-dialog';
import { Passkeys } from './parts/passkeys';
import { NewRecoveryCodes, RecoveryCodes } from './parts/recovery-codes';

type Props = PageProps['profile/two-factor'];

/**
 * Two-factor sign-in (docs/two-factor.md, 'In the portal'): an authenticator app and/or
 * passkeys, and the recovery codes once either is on. A provider without the extension:
 * the page says it does not offer this yet.
 */
export default function TwoFactor({ twoFactor, recoveryCodes, requiredByAccount }: Props) {
  const i18n = useWords();
  const [asking, setAsking] = useState<PasswordAction | null>(null);
  const enabled = twoFactor.state === 'ok' && twoFactor.value.enabled;
  return (
    <>
      <Head title={i18n._('Two-factor sign-in')} />
      <PageHeader
        title={i18n._('Two-factor sign-in')}
        description={i18n._(
          'After your password, sign-in asks for a second proof that it is you: a code from an app, or a passkey.',
        )}
      />
      {requiredByAccount && !enabled && (
        <Notice className="mb-6">
          {i18n._(
            'This account requires two-factor sign-in. Turn on an authenticator app or a passkey to go on.',
          )}
        </Notice>
      )}
      {recoveryCodes && <NewRecoveryCodes codes={recoveryCodes} />}
      {twoFactor.state === 'ok' ? (
        <div className="space-y-6">
          <AuthenticatorApp state={twoFactor.value} onPassword={setAsking} />
          <Passkeys passkeys={twoFactor.value.passkeys} onPassword={setAsking} />
          {twoFactor.value.enabled && (
            <RecoveryCodes left={twoFactor.value.recoveryCodesLeft} onPassword={setAsking} />
          )}
        </div>
      ) : (
        <Card>
          <p className="text-sm text-gray-700">
            {say(
              i18n,
              twoFactor.state === 'not-offered'
                ? messages.billing.notOffered
                : messages.toast.unavailable,
            )}
          </p>
        </Card>
      )}
      <PasswordDialog action={asking} onClose={() => setAsking(null)} />
    </>
  );
}
