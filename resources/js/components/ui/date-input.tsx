import clsx from 'clsx';
import type { ComponentProps } from 'react';
import { Field, inputClass, useFieldControl } from './field';

export interface DateInputProps extends Omit<
  ComponentProps<'input'>,
  'type' | 'value' | 'onChange'
> {
  label: string;
  /** 'yyyy-MM-dd', or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** Earliest date allowed, 'yyyy-MM-dd' (e.g. today for a pickup). */
  min?: string;
  max?: string;
  error?: string;
  required?: boolean;
}

/** The browser's own date picker with a label and an error text. */
export function DateInput({
  label,
  value,
  onChange,
  error,
  required,
  id,
  className,
  ...rest
}: DateInputProps) {
  const control = useFieldControl({ id, error, required });
  return (
    <Field control={control} label={label} required={required} error={error} className={className}>
      <input
        {...rest}
        {...control.props}
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={clsx(inputClass(Boolean(error)), 'h-10')}
      />
    </Field>
  );
}
