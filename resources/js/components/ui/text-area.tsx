import clsx from 'clsx';
import { Field, inputClass, useField, type ControlProps, type FieldValueProps } from './field';
import { useWords } from './use-words';

export interface TextAreaProps extends ControlProps<'textarea', 'maxLength'>, FieldValueProps {
  /** The most characters kept; shows a counter under the box ('12 / 500'). */
  maxLength?: number;
}

/** A labelled multi-line text field, with a character counter when it has a limit. */
export function TextArea({ maxLength, rows = 4, ...props }: TextAreaProps) {
  const i18n = useWords();
  const field = useField(props);
  const { control, value } = field;
  const counterId = `${control.id}-count`;
  const describedBy =
    [control['aria-describedby'], maxLength ? counterId : undefined].filter(Boolean).join(' ') ||
    undefined;
  return (
    <Field {...field.wrapper}>
      <textarea
        {...field.rest}
        {...control}
        aria-describedby={describedBy}
        rows={rows}
        maxLength={maxLength}
        value={value}
        onChange={(event) => field.onChange(event.target.value)}
        className={clsx(inputClass(field.invalid), 'resize-y')}
      />
      {maxLength !== undefined && (
        <p
          id={counterId}
          className={clsx(
            'mt-1 text-end text-xs',
            value.length >= maxLength ? 'font-medium text-red-700' : 'text-gray-600',
          )}
        >
          {value.length} / {maxLength}
          <span className="sr-only"> {i18n._('characters')}</span>
        </p>
      )}
    </Field>
  );
}
