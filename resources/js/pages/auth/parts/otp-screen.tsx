import type { CodeScreenProps } from '@shared/pages';
import { CodeEntry } from '@/components/code-entry/code-entry';
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
  return (
    <AuthCard
      title={title}
      back={<BackLink href={back.href} label={back.label} />}
      description={
        sentMessage ?? (
          <>
            Enter the 6-digit code we sent to <strong className="wrap-anywhere">{email}</strong>.
          </>
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
