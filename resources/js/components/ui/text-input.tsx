import clsx from 'clsx';
import { Field, inputClass, useField, type ControlProps, type FieldValueProps } from './field';
import { useWords } from './use-words';

export interface TextInputProps extends ControlProps<'input'>, FieldValueProps {
  /** Classes of the input itself (the wrapper takes `className`), e.g. a fixed height. */
  controlClassName?: string;
}

/** A labelled text field; bind it with the form hook's `field(path, { filter })`. */
export function TextInput({ type = 'text', controlClassName, ...props }: TextInputProps) {
  const field = useField(props);
  return (
    <Field {...field.wrapper}>
      <input
        {...field.rest}
        {...field.control}
        type={type}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        className={clsx(inputClass(field.invalid), controlClassName)}
      />
    </Field>
  );
}

/** An e-mail field ('Email' unless labelled otherwise), filled in by the browser. */
export function EmailInput({
  label,
  ...props
}: Omit<TextInputProps, 'label'> & { label?: string }) {
  const i18n = useWords();
  return (
    <TextInput label={label ?? i18n._('Email')} {...props} type="email" autoComplete="email" />
  );
}
