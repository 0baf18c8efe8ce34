import clsx from 'clsx';
import type { ComponentProps } from 'react';
import { ChevronDownIcon } from '@/components/icons';
import { Field, inputClass, useFieldControl } from './field';
import type { SelectOption } from './async-select';
import { useWords } from './use-words';

// Type only: the options' shape is the searchable select's, without loading it.
export type { SelectOption };

export interface SelectProps extends Omit<
  ComponentProps<'select'>,
  'value' | 'onChange' | 'children' | 'required'
> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** Text of the empty first option. */
  placeholder?: string;
  error?: string;
  required?: boolean;
}

/**
 * A short list to pick one from (the browser's own select, light and accessible); long or
 * searchable lists use AsyncSelect.
 *
 * A value not among the options is kept as an option of its own ('Loading...' while there
 * are none: address types, currencies and units load after the page). The browser's select
 * holds only a value it has an option for: without one, the server's HTML showed the
 * placeholder, and what the page gives back once live (`lib/typed-before-live.ts`) took
 * that for the visitor's choice and emptied the saved value.
 */
export function Select({
  label,
  value,
  onChange,
  options,
  placeholder,
  error,
  required,
  id,
  className,
  ...rest
}: SelectProps) {
  const i18n = useWords();
  const control = useFieldControl({ id, error, required });
  const kept = value !== '' && !options.some((option) => option.value === value);
  return (
    <Field control={control} label={label} required={required} error={error} className={className}>
      <div className="relative">
        <select
          {...rest}
          {...control.props}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={clsx(inputClass(Boolean(error)), 'h-10 appearance-none pe-9')}
        >
          <option value="">{placeholder ?? i18n._('Select...')}</option>
          {kept && <option value={value}>{options.length ? value : i18n._('Loading...')}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 inset-e-3 size-4 -translate-y-1/2 text-gray-500" />
      </div>
    </Field>
  );
}
