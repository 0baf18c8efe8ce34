import { router, usePage } from '@inertiajs/react';
import { useState } from 'react';
import { Countdown } from '@/components/form/countdown-timer';
import { OtpInput } from '@/components/form/otp-input';
import { AuthCard } from './auth-card';

interface OtpScreenProps {
  title: string;
  email: string;
  secondsLeft: number;
  /** Where the code is posted as `{ otp }`. */
  verifyUrl: string;
  /** Where a new code is asked for; the answer brings a fresh `secondsLeft`. */
  resendUrl: string;
}

/**
 * spec §2.4 code screens (registration and password reset): six boxes that post the code
 * by themselves once full, the countdown, and Resend.
 */
export function OtpScreen({ title, email, secondsLeft, verifyUrl, resendUrl }: OtpScreenProps) {
  const error = usePage().props.errors.otp;
  const [checking, setChecking] = useState(false);
  const [resending, setResending] = useState(false);
  // A wrong code empties the boxes for the next try; a new code restarts the countdown
  // even when the server gives the same number of seconds again.
  const [attempt, setAttempt] = useState(0);
  const [round, setRound] = useState(0);

  const verify = (otp: string) => {
    let wrong = false;
    router.post(
      verifyUrl,
      { otp },
      {
        onStart: () => setChecking(true),
        onError: () => {
          wrong = true;
        },
        // Both in one update, so the fresh boxes mount enabled and can take the focus.
        onFinish: () => {
          setChecking(false);
          if (wrong) setAttempt((n) => n + 1);
        },
      },
    );
  };

  const resend = () => {
    router.post(
      resendUrl,
      {},
      {
        preserveScroll: true,
        onStart: () => setResending(true),
        onSuccess: () => {
          setRound((n) => n + 1);
          setAttempt((n) => n + 1);
        },
        onFinish: () => setResending(false),
      },
    );
  };

  return (
    <AuthCard
      title={title}
      description={
        <>
          Enter the 6-digit code we sent to <strong className="wrap-anywhere">{email}</strong>.
        </>
      }
    >
      <OtpInput key={attempt} autoFocus onComplete={verify} disabled={checking} error={error} />
      <p className="mt-3 text-center text-sm text-gray-700" aria-live="polite">
        {checking ? 'Checking the code...' : ''}
      </p>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <Countdown key={round} secondsLeft={secondsLeft} />
        <button
          type="button"
          onClick={resend}
          disabled={resending}
          aria-busy={resending || undefined}
          className="rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-70"
        >
          Resend
        </button>
      </div>
    </AuthCard>
  );
}
