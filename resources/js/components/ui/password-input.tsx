import { useState } from 'react';
import { EyeIcon, EyeOffIcon } from '@/components/icons';
import { Field, inputClass, useField, type ControlProps, type FieldValueProps } from './field';
import { useLiveControl } from './use-hydrated';
import { useWords } from './use-words';

export interface PasswordInputProps extends ControlProps<'input', 'type'>, FieldValueProps {}

/** A password field with the show/hide toggle of spec §5 (live once the page is, as `Button`). */
export function PasswordInput({ disabled, ...props }: PasswordInputProps) {
  const i18n = useWords();
  const field = useField(props);
  const [visible, setVisible] = useState(false);
  const live = useLiveControl(disabled);

  return (
    <Field {...field.wrapper}>
      <div className="relative">
        <input
          {...field.rest}
          {...field.control}
          type={visible ? 'text' : 'password'}
          value={field.value}
          disabled={disabled}
          onChange={(event) => {
            if (!disabled) field.onChange(event.target.value);
          }}
          className={`${inputClass(field.invalid)} pe-11`}
        />
        <button
          type="button"
          aria-label={visible ? i18n._('Hide password') : i18n._('Show password')}
          aria-pressed={visible}
          aria-controls={field.control.id}
          {...live}
          onClick={() => setVisible((v) => !v)}
          className="absolute inset-y-0 inset-e-0 flex w-10 items-center justify-center rounded-e-md text-gray-600 hover:text-gray-900 disabled:text-gray-400"
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
    </Field>
  );
}

/** A password being chosen: the browser may suggest one, and the field is required. */
export function NewPasswordInput(props: PasswordInputProps) {
  return <PasswordInput {...props} autoComplete="new-password" required />;
}
