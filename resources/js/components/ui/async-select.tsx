import clsx from 'clsx';
import { AsyncPaginate, type LoadOptions } from 'react-select-async-paginate';
import {
  LOAD_MORE_THRESHOLD_PX,
  SEARCH_DEBOUNCE_MS,
  SELECT_MENU_MAX_HEIGHT_PX,
  SELECT_MENU_MIN_HEIGHT_PX,
} from '@shared/ui/widgets';
import { Field, useFieldControl } from './field';
import { selectAnnouncements } from './select-announcements';
import { useWords } from './use-words';

/*
 * Own module, never re-exported from ./index: react-select and its paginator load only with
 * the pages that use a searchable select, not with the light pages (login...).
 */

export interface SelectOption {
  value: string;
  label: string;
}

/** One page of options for a search; `page` is 1-based. spec §9: pages of 5 options. */
export type PagedLoader = (
  search: string,
  page: number,
) => Promise<{ options: SelectOption[]; hasMore: boolean }>;

export interface AsyncSelectProps {
  label: string;
  value: SelectOption | null;
  onChange: (option: SelectOption | null) => void;
  loadOptions: PagedLoader;
  placeholder?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  clearable?: boolean;
  id?: string;
  className?: string;
  /**
   * Change it to drop the cached pages and load again (e.g. the country of a province list).
   */
  cacheKey?: string | number;
  /** How long typing pauses before a search (spec §9: 300 ms; the country select 500 ms). */
  debounceMs?: number;
}

/** spec §9: the next page loads once the menu is scrolled within 50 px of its bottom. */
export function nearBottom(scrollHeight: number, clientHeight: number, scrollTop: number) {
  return scrollHeight - clientHeight - scrollTop < LOAD_MORE_THRESHOLD_PX;
}

/** A searchable select whose options load page by page as the user scrolls. */
export function AsyncSelect({
  label,
  value,
  onChange,
  loadOptions,
  placeholder,
  error,
  required,
  disabled,
  clearable = false,
  id,
  className,
  cacheKey,
  debounceMs = SEARCH_DEBOUNCE_MS,
}: AsyncSelectProps) {
  const i18n = useWords();
  const control = useFieldControl({ id, error, required });
  const load: LoadOptions<SelectOption, never, { page: number }> = async (
    search,
    _loaded,
    additional,
  ) => {
    const page = additional?.page ?? 1;
    const { options, hasMore } = await loadOptions(search, page);
    return { options, hasMore, additional: { page: page + 1 } };
  };

  return (
    <Field control={control} label={label} required={required} error={error} className={className}>
      <AsyncPaginate<SelectOption, never, { page: number }, false>
        key={cacheKey}
        inputId={control.id}
        aria-invalid={Boolean(error)}
        aria-errormessage={error ? control.errorId : undefined}
        value={value}
        onChange={(option) => onChange(option ?? null)}
        loadOptions={load}
        additional={{ page: 1 }}
        debounceTimeout={debounceMs}
        shouldLoadMore={nearBottom}
        minMenuHeight={SELECT_MENU_MIN_HEIGHT_PX}
        maxMenuHeight={SELECT_MENU_MAX_HEIGHT_PX}
        loadingMessage={() => i18n._('Loading...')}
        noOptionsMessage={() => i18n._('No options')}
        {...selectAnnouncements<SelectOption>(i18n, label)}
        placeholder={placeholder ?? i18n._('Select...')}
        isDisabled={disabled}
        isClearable={clearable}
        unstyled
        classNames={{
          control: ({ isFocused, isDisabled }) =>
            clsx(
              'min-h-10 rounded-md border bg-white px-3 text-sm',
              error ? 'border-red-600' : isFocused ? 'border-brand-700' : 'border-gray-300',
              isFocused && 'outline-2 outline-offset-2 outline-brand-700',
              isDisabled && 'bg-gray-100',
            ),
          placeholder: () => 'text-gray-500',
          singleValue: () => 'text-gray-900',
          indicatorsContainer: () => 'gap-1 text-gray-500',
          menu: () =>
            'mt-1 overflow-hidden rounded-md border border-gray-200 bg-white text-sm shadow-raised',
          option: ({ isFocused, isSelected }) =>
            clsx(
              'px-3 py-2',
              isFocused && 'bg-brand-50',
              isSelected ? 'font-semibold text-brand-800' : 'text-gray-900',
            ),
          noOptionsMessage: () => 'px-3 py-2 text-gray-600',
          loadingMessage: () => 'px-3 py-2 text-gray-600',
        }}
      />
    </Field>
  );
}
