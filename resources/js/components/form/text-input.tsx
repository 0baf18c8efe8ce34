import type { ComponentProps } from 'react';
import { Field, inputClass, useFieldControl } from './field';
import { onlyDecimal, onlyNumbers } from './filters';

export interface TextInputProps extends Omit<
  ComponentProps<'input'>,
  'value' | 'onChange' | 'children' | 'required'
> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field; marks the field invalid. */
  error?: string;
  /** Shows the required mark and tells assistive technology. */
  required?: boolean;
  /** Strips everything but digits. */
  onlyNumbers?: boolean;
  /** Keeps digits and one dot; '.5' becomes '0.5'. */
  onlyDecimal?: boolean;
}

export function TextInput({
  label,
  value,
  onChange,
  error,
  required,
  onlyNumbers: numbers,
  onlyDecimal: decimal,
  disabled,
  className,
  id,
  type = 'text',
  inputMode,
  ...rest
}: TextInputProps) {
  const control = useFieldControl({ id, error, required });

  const change = (raw: string) => {
    if (disabled) return;
    onChange(numbers ? onlyNumbers(raw) : decimal ? onlyDecimal(raw) : raw);
  };

  return (
    <Field control={control} label={label} required={required} error={error} className={className}>
      <input
        {...rest}
        {...control.props}
        type={type}
        inputMode={inputMode ?? (numbers ? 'numeric' : decimal ? 'decimal' : undefined)}
        value={value}
        disabled={disabled}
        onChange={(event) => change(event.target.value)}
        className={inputClass(Boolean(error))}
      />
    </Field>
  );
}
