import type { ComponentProps } from 'react';
import { Field, inputClass, useFieldControl } from './field';

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
}

/** A labelled text field; bind it with the form hook's `field(path, { filter })`. */
export function TextInput({
  label,
  value,
  onChange,
  error,
  required,
  className,
  id,
  type = 'text',
  ...rest
}: TextInputProps) {
  const control = useFieldControl({ id, error, required });

  return (
    <Field control={control} label={label} required={required} error={error} className={className}>
      <input
        {...rest}
        {...control.props}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass(Boolean(error))}
      />
    </Field>
  );
}
