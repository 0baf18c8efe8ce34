import clsx from 'clsx';
import { useRef, type KeyboardEvent } from 'react';
import { useLiveControl } from './use-hydrated';

export interface ChipOption<Value extends string> {
  value: Value;
  label: string;
  /** e.g. a count shown after the label. */
  count?: number;
  /** The label's language when it is not the page's (a language's own name). */
  lang?: string;
}

export interface StatusChipsProps<Value extends string> {
  /** Names the group. */
  label: string;
  options: readonly ChipOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  className?: string;
}

/**
 * A row of filter chips, one chosen: a radio group (Tab enters at the chosen chip, arrow
 * keys, Home and End move the choice, as with native radio buttons). Live once the page is.
 */
export function StatusChips<Value extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: StatusChipsProps<Value>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const live = useLiveControl();
  const selectedIndex = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  );

  const move = (to: number) => {
    const index = (to + options.length) % options.length;
    onChange(options[index].value);
    refs.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    // Right goes on to the next chip where the page reads left to right, back where it reads right to left.
    const ahead = getComputedStyle(event.currentTarget).direction === 'rtl' ? -1 : 1;
    const keys: Record<string, () => void> = {
      ArrowRight: () => move(index + ahead),
      ArrowDown: () => move(index + 1),
      ArrowLeft: () => move(index - ahead),
      ArrowUp: () => move(index - 1),
      Home: () => move(0),
      End: () => move(options.length - 1),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <div role="radiogroup" aria-label={label} className={clsx('flex flex-wrap gap-2', className)}>
      {options.map((option, index) => {
        const checked = index === selectedIndex;
        return (
          <button
            key={option.value}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            lang={option.lang}
            {...live}
            tabIndex={checked ? 0 : -1}
            onClick={() => onChange(option.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={clsx(
              'inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors',
              checked
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-gray-300 bg-white text-gray-700 hover:border-gray-400 hover:bg-gray-50',
            )}
          >
            {option.label}
            {option.count !== undefined && (
              <span
                className={clsx(
                  'rounded-full px-1.5 text-xs',
                  checked ? 'bg-white text-brand-800' : 'bg-gray-100 text-gray-700',
                )}
              >
                {option.count}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
