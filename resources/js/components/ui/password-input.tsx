import { useState, type ComponentProps } from 'react';
import { Field, inputClass, useFieldControl } from './field';
import { EyeIcon, EyeOffIcon } from '@/components/icons';

export interface PasswordInputProps extends Omit<
  ComponentProps<'input'>,
  'value' | 'onChange' | 'children' | 'required' | 'type'
> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
}

/** A password field with the show/hide toggle of spec §5. */
export function PasswordInput({
  label,
  value,
  onChange,
  error,
  required,
  disabled,
  className,
  id,
  ...rest
}: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const control = useFieldControl({ id, error, required });

  return (
    <Field control={control} label={label} required={required} error={error} className={className}>
      <div className="relative">
        <input
          {...rest}
          {...control.props}
          type={visible ? 'text' : 'password'}
          value={value}
          disabled={disabled}
          onChange={(event) => {
            if (!disabled) onChange(event.target.value);
          }}
          className={`${inputClass(Boolean(error))} pr-11`}
        />
        <button
          type="button"
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          aria-controls={control.id}
          disabled={disabled}
          onClick={() => setVisible((v) => !v)}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-gray-600 hover:text-gray-900 disabled:text-gray-400"
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
    </Field>
  );
}
