import { router } from '@inertiajs/react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { Countdown } from './countdown-timer';
import { OtpInput } from '@/components/ui/otp-input';
import { useWords } from '@/lib/i18n';

export interface CodeEntryProps {
  /** Until the code stops working; a new value (after Resend) restarts the countdown. */
  secondsLeft: number;
  /** Too many wrong codes: only a new code helps. */
  locked: boolean;
  /** Where the code is posted as `{ otp }`. */
  verifyUrl: string;
  /** Where a new code is asked for; the answer brings a fresh `secondsLeft`. */
  resendUrl: string;
}

/**
 * The code part of every one-time-code screen (sign-up, reset, account linking): six boxes
 * that post the code by themselves once full, the countdown, and Resend. After too many
 * wrong codes the code is dead: the message stays under the boxes, the countdown stops,
 * Resend is the way on.
 */
export function CodeEntry({ secondsLeft, locked, verifyUrl, resendUrl }: CodeEntryProps) {
  const i18n = useWords();
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

  const error =
    form.errors.otp ??
    (locked ? i18n._('Too many wrong codes. Ask for a new code with Resend.') : undefined);
  return (
    <>
      <OtpInput
        key={attempt}
        autoFocus
        onComplete={verify}
        disabled={form.processing || locked}
        error={error}
      />
      <p className="mt-3 text-center text-sm text-gray-700" aria-live="polite">
        {form.processing ? i18n._('Checking the code...') : ''}
      </p>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        {locked ? <span /> : <Countdown key={round} secondsLeft={secondsLeft} />}
        <Button variant="secondary" onClick={resend} busy={resending}>
          {i18n._('Resend')}
        </Button>
      </div>
    </>
  );
}
