import type { CodeScreenProps } from '@shared/pages';
import { Trans } from '@lingui/react';
import { say } from '@shared/i18n/wording';
import { CodeEntry } from '@/components/code-entry/code-entry';
import { useWords } from '@/lib/i18n';
import { AuthCard, BackLink } from './auth-card';

interface OtpScreenProps extends CodeScreenProps {
  title: string;
  /** Where the code is posted as `{ otp }`. */
  verifyUrl: string;
  /** Where a new code is asked for; the answer brings a fresh `secondsLeft`. */
  resendUrl: string;
  /** The way out, before the heading: where this flow started. */
  back: { href: string; label: string };
}

/** spec §2.4 code screens (registration and password reset): the code entry in the auth card. */
export function OtpScreen({
  title,
  email,
  secondsLeft,
  locked,
  sentMessage,
  verifyUrl,
  resendUrl,
  back,
}: OtpScreenProps) {
  const i18n = useWords();
  return (
    <AuthCard
      title={title}
      back={<BackLink href={back.href} label={back.label} />}
      description={
        sentMessage ? (
          say(i18n, sentMessage)
        ) : (
          <Trans
            id="Enter the 6-digit code we sent to <0>{email}</0>."
            values={{ email }}
            components={{ 0: <strong dir="ltr" className="wrap-anywhere" /> }}
          />
        )
      }
    >
      <CodeEntry
        secondsLeft={secondsLeft}
        locked={locked}
        verifyUrl={verifyUrl}
        resendUrl={resendUrl}
      />
    </AuthCard>
  );
}
