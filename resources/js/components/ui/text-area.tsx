import clsx from 'clsx';
import type { ComponentProps } from 'react';
import { Field, inputClass, useFieldControl } from './field';

export interface TextAreaProps extends Omit<
  ComponentProps<'textarea'>,
  'value' | 'onChange' | 'children' | 'required' | 'maxLength'
> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  /** The most characters kept; shows a counter under the box ('12 / 500'). */
  maxLength?: number;
}

/** A labelled multi-line text field, with a character counter when it has a limit. */
export function TextArea({
  label,
  value,
  onChange,
  error,
  required,
  maxLength,
  className,
  id,
  rows = 4,
  ...rest
}: TextAreaProps) {
  const control = useFieldControl({ id, error, required });
  const counterId = `${control.id}-count`;
  const describedBy =
    [control.props['aria-describedby'], maxLength ? counterId : undefined]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <Field control={control} label={label} required={required} error={error} className={className}>
      <textarea
        {...rest}
        {...control.props}
        aria-describedby={describedBy}
        rows={rows}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={clsx(inputClass(Boolean(error)), 'resize-y')}
      />
      {maxLength !== undefined && (
        <p
          id={counterId}
          className={clsx(
            'mt-1 text-right text-xs',
            value.length >= maxLength ? 'font-medium text-red-700' : 'text-gray-600',
          )}
        >
          {value.length} / {maxLength}
          <span className="sr-only"> characters</span>
        </p>
      )}
    </Field>
  );
}
