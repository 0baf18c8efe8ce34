import { Head } from '@inertiajs/react';
import { Trans } from '@lingui/react';
import type { ReactNode } from 'react';
import { route } from '@/lib/route';
import type { PageProps } from '@shared/pages';
import { CodeEntry } from '@/components/code-entry/code-entry';
import { Card, PageHeader } from '@/components/ui';
import { useWords } from '@/lib/i18n';

/** The account number inside the sentence: bold, and left to right in any language. */
function AccountNumber({ children }: { children?: ReactNode }) {
  return (
    <strong className="font-mono font-semibold text-gray-900">
      <bdi dir="ltr">{children}</bdi>
    </strong>
  );
}

/**
 * spec §2.5 account phone verification: the code sent to the account's phone (masked),
 * six boxes that submit themselves, the countdown that survives a reload, and Resend.
 */
export default function VerifyAccount({
  accountNumber,
  phone,
  secondsLeft,
  locked,
}: PageProps['accounts/accounts-verify']) {
  const i18n = useWords();
  return (
    <>
      <Head title={i18n._('Verify Account')} />
      <PageHeader
        title={i18n._('Verify Account')}
        backHref={route('add-account')}
        backLabel={i18n._('Back to Add New Account')}
      />
      <Card className="max-w-xl">
        <div className="mb-6 text-center">
          <p className="text-base font-semibold text-gray-900">
            {i18n._('OTP has been sent to your phone')}
          </p>
          {phone && (
            <p dir="ltr" className="mt-1 font-mono text-base tracking-wide text-gray-900">
              {phone}
            </p>
          )}
          <p className="mt-2 text-sm text-gray-600">
            <Trans
              id="Enter the 6-digit code to link account <0>{accountNumber}</0>."
              values={{ accountNumber }}
              components={{ 0: <AccountNumber /> }}
            />
          </p>
        </div>
        <CodeEntry
          secondsLeft={secondsLeft}
          locked={locked}
          verifyUrl={route('accounts-verify.store')}
          resendUrl={route('accounts-verify.resend')}
        />
      </Card>
    </>
  );
}
