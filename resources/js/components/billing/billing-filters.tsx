import { useState } from 'react';
import type { BillingFilters as Filters } from '@shared/billing/types';
import { DateInput, SearchInput } from '@/components/ui';

export interface BillingFiltersProps {
  filters: Filters;
  onChange: (next: Filters) => void;
}

/**
 * The search (spec §2.11 placeholder, 300 ms pause) and the issue date range. A date is
 * sent once complete; the server turns a reversed range round.
 */
export function BillingFilters({ filters, onChange }: BillingFiltersProps) {
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
        label="Search invoices"
        hideLabel
        value={filters.search}
        placeholder="Search for something..."
        onSearch={(text) => {
          setShown(text.trim());
          onChange({ ...filters, search: text.trim(), page: 1 });
        }}
        className="w-full lg:max-w-sm"
      />
      <div className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
        <DateInput
          label="From"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(from) => onChange({ ...filters, from, page: 1 })}
        />
        <DateInput
          label="To"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(to) => onChange({ ...filters, to, page: 1 })}
        />
      </div>
    </div>
  );
}
