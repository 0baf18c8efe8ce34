import { useMemo } from 'react';
import { languageOf } from '@shared/i18n/languages';
import { timeLabel, timeSlots } from '@shared/ui/time-slots';
import { Select, type SelectProps } from './select';
import { useWords } from './use-words';

export interface TimeSelectProps extends Omit<SelectProps, 'options'> {
  /** 'HH:mm' (24-hour), or '' for none chosen. */
  value: string;
  /** Slots up to this 'HH:mm' are left out (e.g. "to" after "from"). */
  after?: string;
}

/**
 * A time of day in 30-minute steps from 6:00 AM to 10:00 PM (spec §9), on the kit's Select,
 * each written as the page's language writes a time.
 */
export function TimeSelect({ after, placeholder, ...rest }: TimeSelectProps) {
  const i18n = useWords();
  const language = languageOf(i18n.locale);
  const slots = useMemo(
    () =>
      timeSlots()
        .filter((slot) => !after || slot.value > after)
        .map((slot) => ({ ...slot, label: timeLabel(slot.value, language) })),
    [after, language],
  );
  return <Select {...rest} options={slots} placeholder={placeholder ?? i18n._('Select time')} />;
}
