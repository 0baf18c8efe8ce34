import clsx from 'clsx';
import { useMemo, type ComponentProps } from 'react';
import { timeSlots } from '@shared/ui/time-slots';
import { ChevronDownIcon } from '@/components/icons';
import { Field, inputClass, useFieldControl } from '@/components/form/field';

export interface TimeSelectProps extends Omit<
  ComponentProps<'select'>,
  'value' | 'onChange' | 'children'
> {
  label: string;
  /** 'HH:mm' (24-hour), or '' for none chosen. */
  value: string;
  onChange: (value: string) => void;
  /** Text of the empty first option. */
  placeholder?: string;
  /** Slots before this 'HH:mm' are left out (e.g. "to" after "from"). */
  after?: string;
  error?: string;
  required?: boolean;
}

/** A time of day in 30-minute steps from 6:00 AM to 10:00 PM (spec §9). */
export function TimeSelect({
  label,
  value,
  onChange,
  placeholder = 'Select time',
  after,
  error,
  required,
  id,
  className,
  ...rest
}: TimeSelectProps) {
  const control = useFieldControl({ id, error, required });
  const slots = useMemo(() => timeSlots().filter((slot) => !after || slot.value > after), [after]);
  return (
    <Field control={control} label={label} required={required} error={error} className={className}>
      <div className="relative">
        <select
          {...rest}
          {...control.props}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={clsx(inputClass(Boolean(error)), 'h-10 appearance-none pr-9')}
        >
          <option value="">{placeholder}</option>
          {slots.map((slot) => (
            <option key={slot.value} value={slot.value}>
              {slot.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-gray-500" />
      </div>
    </Field>
  );
}
