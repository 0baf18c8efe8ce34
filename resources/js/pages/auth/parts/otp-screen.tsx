import { router } from '@inertiajs/react';
import { useState } from 'react';
import { messages } from '@shared/messages';
import type { CodeScreenProps } from '@shared/pages';
import { Countdown } from '@/components/form/countdown-timer';
import { OtpInput } from '@/components/form/otp-input';
import { Button } from '@/components/ui/button';
import { useSchemaForm } from '@/hooks/use-schema-form';
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

/**
 * spec §2.4 code screens (registration and password reset): six boxes that post the code
 * by themselves once full, the countdown, and Resend. After too many wrong codes the code
 * is dead: the message stays under the boxes, the countdown stops, Resend is the way on.
 */
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
  const form = useSchemaForm(
    () => import('@shared/forms/auth').then((forms) => forms.otpForm),
    { otp: '' },
    { errorBag: 'otp' },
  );
  const [resending, setResending] = useState(false);
  // A wrong code empties the boxes for the next try; a new code restarts the countdown
  // even when the server gives the same number of seconds again.
  const [attempt, setAttempt] = useState(0);
  const [round, setRound] = useState(0);

  const verify = (otp: string) =>
    form.submit('post', verifyUrl, { data: { otp }, onError: () => setAttempt((n) => n + 1) });

  const resend = () => {
    router.post(
      resendUrl,
      {},
      {
        preserveScroll: true,
        onStart: () => setResending(true),
        onSuccess: () => {
          form.clearErrors();
          setRound((n) => n + 1);
          setAttempt((n) => n + 1);
        },
        onFinish: () => setResending(false),
      },
    );
  };

  const error = form.errors.otp ?? (locked ? messages.otp.locked : undefined);
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
      <OtpInput
        key={attempt}
        autoFocus
        onComplete={verify}
        disabled={form.processing || locked}
        error={error}
      />
      <p className="mt-3 text-center text-sm text-gray-700" aria-live="polite">
        {form.processing ? messages.otp.checking : ''}
      </p>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        {locked ? <span /> : <Countdown key={round} secondsLeft={secondsLeft} />}
        <Button variant="secondary" onClick={resend} busy={resending}>
          Resend
        </Button>
      </div>
    </AuthCard>
  );
}
