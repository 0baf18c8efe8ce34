import { useState } from 'react';
import type { BillingFilters as Filters } from '@shared/billing/types';
import { billingWords } from '@shared/billing/adjustment';
import { say } from '@shared/i18n/wording';
import { useWords } from '@/lib/i18n';
import { DateInput, SearchInput, StatusChips, type ChipOption } from '@/components/ui';

export interface BillingFiltersProps {
  filters: Filters;
  onChange: (next: Filters) => void;
  /** The provider tells which bills were adjusted after weighing: offer that filter. */
  offerAdjusted?: boolean;
}

type Shown = 'all' | 'adjusted';

const SHOWN: readonly ChipOption<Shown>[] = [
  { value: 'all', label: billingWords.all },
  { value: 'adjusted', label: billingWords.adjusted },
];

/**
 * The search (spec §2.11 placeholder, 300 ms pause) and the issue date range. A date is
 * sent once complete; the server turns a reversed range round. Chips narrow the list to
 * the bills adjusted after weighing, where the provider tells them.
 */
export function BillingFilters({ filters, onChange, offerAdjusted = false }: BillingFiltersProps) {
  const i18n = useWords();
  const [generation, setGeneration] = useState(0);
  const [shown, setShown] = useState(filters.search);
  // Back, Forward or a clamped value: the box starts again from the page's search.
  if (filters.search !== shown) {
    setShown(filters.search);
    setGeneration((g) => g + 1);
  }
  return (
    <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
      <SearchInput
        key={generation}
        label={i18n._('Search invoices')}
        hideLabel
        value={filters.search}
        placeholder={i18n._('Search for something...')}
        onSearch={(text) => {
          setShown(text.trim());
          onChange({ ...filters, search: text.trim(), page: 1 });
        }}
        className="w-full lg:max-w-sm"
      />
      {(offerAdjusted || filters.adjusted) && (
        <StatusChips
          label={say(i18n, billingWords.adjustedFilter)}
          options={SHOWN.map((option) => ({ ...option, label: say(i18n, option.label) }))}
          value={filters.adjusted ? 'adjusted' : 'all'}
          onChange={(shown) => onChange({ ...filters, adjusted: shown === 'adjusted', page: 1 })}
        />
      )}
      <div className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
        <DateInput
          label={i18n._('From')}
          value={filters.from}
          max={filters.to || undefined}
          onChange={(from) => onChange({ ...filters, from, page: 1 })}
        />
        <DateInput
          label={i18n._('To')}
          value={filters.to}
          min={filters.from || undefined}
          onChange={(to) => onChange({ ...filters, to, page: 1 })}
        />
      </div>
    </div>
  );
}
