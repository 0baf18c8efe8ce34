import { Head } from '@inertiajs/react';
import { route } from 'ziggy-js';
import type { PageProps } from '@shared/pages';
import { CodeEntry } from '@/components/code-entry/code-entry';
import { Card, PageHeader } from '@/components/ui';

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
  return (
    <>
      <Head title="Verify Account" />
      <PageHeader
        title="Verify Account"
        backHref={route('add-account')}
        backLabel="Back to Add New Account"
      />
      <Card className="max-w-xl">
        <div className="mb-6 text-center">
          <p className="text-base font-semibold text-gray-900">OTP has been sent to your phone</p>
          {phone && <p className="mt-1 font-mono text-base tracking-wide text-gray-900">{phone}</p>}
          <p className="mt-2 text-sm text-gray-600">
            Enter the 6-digit code to link account{' '}
            <strong className="font-mono font-semibold text-gray-900">{accountNumber}</strong>.
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
