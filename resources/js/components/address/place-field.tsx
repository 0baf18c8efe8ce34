import { useMemo } from 'react';
import type { Option } from '@shared/address/types';
import { SELECT_PAGE_SIZE } from '@shared/ui/widgets';
import { TextInput } from '@/components/ui/text-input';
import { AsyncSelect, type PagedLoader } from '@/components/ui/async-select';
import { useWords } from '@/lib/i18n';
import type { PlaceList } from './use-place-lists';

export interface PlaceFieldProps {
  label: string;
  name: string;
  /** The list id, or the text typed when the list has no entries. */
  value: string;
  list: PlaceList;
  onChange: (value: string) => void;
  /** The saved place's name, until its list has arrived (edit). */
  savedName?: string;
  /** Shown while there is nothing to choose from yet (e.g. 'Select a country first'). */
  waitingText: string;
  error?: string;
  required?: boolean;
}

const fold = (text: string) => text.toLowerCase();

/** The searchable select's pages over a list already loaded (spec §9: 5 per page). */
function pagesOf(options: readonly Option[]): PagedLoader {
  return async (search, page) => {
    const found = search ? options.filter((o) => fold(o.label).includes(fold(search))) : options;
    const start = (page - 1) * SELECT_PAGE_SIZE;
    return {
      options: found.slice(start, start + SELECT_PAGE_SIZE),
      hasMore: found.length > start + SELECT_PAGE_SIZE,
    };
  };
}

/**
 * Province or City: a searchable select over its list, or a free-text field when the list
 * has no entries (spec §4).
 */
export function PlaceField({
  label,
  name,
  value,
  list,
  onChange,
  savedName,
  waitingText,
  error,
  required,
}: PlaceFieldProps) {
  const i18n = useWords();
  const options = list.state === 'ready' ? list.options : null;
  const loader = useMemo(() => pagesOf(options ?? []), [options]);

  if (options && options.length === 0) {
    return (
      <TextInput
        label={label}
        name={name}
        value={value}
        onChange={onChange}
        error={error}
        required={required}
      />
    );
  }
  const chosen = options?.find((o) => o.value === value) ?? null;
  const shown = chosen ?? (value && savedName ? { value, label: savedName } : null);
  return (
    <AsyncSelect
      label={label}
      value={shown}
      onChange={(option) => onChange(option?.value ?? '')}
      loadOptions={loader}
      // A new list (another country or province) starts the select afresh.
      cacheKey={list.state === 'ready' ? list.key : list.state}
      placeholder={
        list.state === 'loading'
          ? i18n._('Loading...')
          : options
            ? i18n._('Select...')
            : waitingText
      }
      disabled={!options}
      error={error}
      required={required}
    />
  );
}
