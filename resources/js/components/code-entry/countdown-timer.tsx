import { useEffect, useState } from 'react';
import { formatCountdown, secondsUntil } from './countdown';
import { useWords } from '@/lib/i18n';

export interface CountdownProps {
  /** Seconds left when the page got them; a new value restarts the countdown. */
  secondsLeft: number;
  /** Text before the time, e.g. 'Code expires in'. */
  label?: string;
  /** Said (politely) and shown once the time is up. */
  expiredText?: string;
}

/**
 * spec §4 and §9: HH:MM:SS down to zero. The end time is fixed once per `secondsLeft`, and
 * every tick reads the clock, so slow ticks or re-renders never make it drift. To restart
 * with the same number of seconds (a resend that again gives 600), remount it with a key.
 */
export function Countdown({ secondsLeft, label, expiredText }: CountdownProps) {
  const i18n = useWords();
  const [remaining, setRemaining] = useState(secondsLeft);
  const [startedFrom, setStartedFrom] = useState(secondsLeft);
  if (startedFrom !== secondsLeft) {
    setStartedFrom(secondsLeft);
    setRemaining(secondsLeft);
  }

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const endAt = Date.now() + secondsLeft * 1000;
    const timer = setInterval(() => {
      const left = secondsUntil(endAt, Date.now());
      setRemaining(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [secondsLeft]);

  const expired = remaining <= 0;
  return (
    <div className="text-sm text-gray-700">
      {!expired && (
        <p>
          {label ?? i18n._('Code expires in')}{' '}
          <span role="timer" className="font-mono font-semibold text-gray-900 tabular-nums">
            {formatCountdown(remaining)}
          </span>
        </p>
      )}
      <p role="status" className={expired ? 'font-medium text-red-700' : 'sr-only'}>
        {expired ? (expiredText ?? i18n._('The code has expired.')) : ''}
      </p>
    </div>
  );
}
