import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Button } from './button';
import { useWords } from './use-words';

export interface NoticeProps {
  children: ReactNode;
  /** `info` says how things are; `error` that something did not work (announced at once). */
  tone?: 'info' | 'error';
  /** What the user can do about it (a 'Try again' button), after the words. */
  action?: ReactNode;
  className?: string;
}

const TONES = {
  info: 'bg-brand-50 text-brand-800',
  error: 'bg-red-50 text-red-800',
};

/**
 * A line about part of a screen that did not load or is not offered, with what to do about
 * it. An error is an alert; information is a polite status.
 */
export function Notice({ children, tone = 'info', action, className }: NoticeProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx(
        'flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md p-3 text-sm',
        TONES[tone],
        className,
      )}
    >
      <span className="min-w-0">{children}</span>
      {action}
    </div>
  );
}

interface RetryNoticeProps {
  children: ReactNode;
  onRetry: () => void;
  /** The retry is under way: its button says so and cannot be pressed twice. */
  retrying?: boolean;
}

/** Something that could not be fetched this time, with 'Try again' after the words. */
export function RetryNotice({ children, onRetry, retrying = false }: RetryNoticeProps) {
  const i18n = useWords();
  return (
    <Notice
      tone="error"
      action={
        <Button
          variant="secondary"
          size="sm"
          onClick={onRetry}
          busy={retrying}
          busyText={i18n._('Trying...')}
        >
          {i18n._('Try again')}
        </Button>
      }
    >
      {children}
    </Notice>
  );
}
