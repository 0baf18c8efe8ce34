import clsx from 'clsx';
import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '@shared/constants';
import { ErrorText } from './field';
import {
  addedText,
  emptyDigits,
  enterDigits,
  eraseDigit,
  isComplete,
  pasteDigits,
  type OtpDigits,
  type OtpEntry,
} from './otp-digits';
import { useWords } from './use-words';

export interface OtpInputProps {
  /** Called with the code each time the boxes become full (typed or pasted): auto-submit. */
  onComplete: (code: string) => void;
  /** Called with the digits entered so far on every change. */
  onChange?: (code: string) => void;
  /** While true (the code is being checked) the boxes take no input. */
  disabled?: boolean;
  /** Shown under the boxes; marks them invalid. */
  error?: string;
  /** Name of the group of boxes, for assistive technology. */
  label?: string;
  length?: number;
  autoFocus?: boolean;
}

/**
 * spec §5: one digit per box, digits only, pasted text cleaned and spread over the boxes;
 * the focus moves on as digits come and back on Backspace. To clear the boxes (say after
 * a wrong code), remount it with a new key.
 */
export function OtpInput({
  onComplete,
  onChange,
  disabled,
  error,
  label,
  length = OTP_LENGTH,
  autoFocus,
}: OtpInputProps) {
  const i18n = useWords();
  const [digits, setDigits] = useState<OtpDigits>(() => emptyDigits(length));
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const errorId = `${useId()}-error`;

  const apply = ({ digits: next, focus }: OtpEntry) => {
    boxes.current[focus]?.focus();
    if (next === digits) return;
    setDigits(next);
    const code = next.join('');
    onChange?.(code);
    if (isComplete(next) && code !== digits.join('')) onComplete(code);
  };

  const onInput = (index: number, value: string) => {
    if (disabled) return;
    if (value === '') {
      apply(eraseDigit(digits, index));
      return;
    }
    apply(enterDigits(digits, index, addedText(digits[index] ?? '', value)));
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      apply(eraseDigit(digits, index));
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      boxes.current[index - 1]?.focus();
    } else if (event.key === 'ArrowRight' && index < length - 1) {
      event.preventDefault();
      boxes.current[index + 1]?.focus();
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    if (!disabled) apply(pasteDigits(digits, index, event.clipboardData.getData('text')));
  };

  return (
    <fieldset>
      <legend className="sr-only">{label ?? i18n._('Verification code')}</legend>
      {/* A code reads left to right in every language, its first digit on the left. */}
      <div dir="ltr" className="flex justify-center gap-2 sm:gap-3">
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            autoFocus={autoFocus && index === 0}
            aria-label={i18n._('Digit {digit} of {length}', { digit: index + 1, length })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            value={digit}
            disabled={disabled}
            onChange={(event) => onInput(index, event.target.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => event.target.select()}
            className={clsx(
              'size-10 rounded-md border bg-white text-center text-lg font-semibold text-gray-900 sm:size-12',
              'disabled:bg-gray-100 disabled:text-gray-600',
              error ? 'border-red-600' : 'border-gray-300 focus:border-brand-700',
            )}
          />
        ))}
      </div>
      <div className="text-center">
        <ErrorText id={errorId} error={error} />
      </div>
    </fieldset>
  );
}
