import {
  ACTIVITY_KIND_LABELS,
  ACTIVITY_KINDS,
  type ActivityFilters as Filters,
} from '@shared/team/types';
import { DateInput, Select, type SelectOption } from '@/components/ui';
import { useWords } from '@/lib/i18n';

export interface ActivityFiltersProps {
  filters: Filters;
  members: readonly SelectOption[];
  onChange: (next: Filters) => void;
}

/**
 * The record's filters: a member, a kind and a date range, each applied as it is chosen (a
 * date once complete; the server turns a reversed range round).
 */
export function ActivityFilters({ filters, members, onChange }: ActivityFiltersProps) {
  const i18n = useWords();
  return (
    <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:flex lg:items-end">
      <Select
        label={i18n._('Member')}
        className="lg:w-56"
        value={filters.member}
        placeholder={i18n._('Every member')}
        options={members}
        onChange={(member) => onChange({ ...filters, member, page: 1 })}
      />
      <Select
        label={i18n._('What')}
        className="lg:w-64"
        value={filters.kind}
        placeholder={i18n._('Everything')}
        options={ACTIVITY_KINDS.map((kind) => ({
          value: kind,
          label: i18n._(ACTIVITY_KIND_LABELS[kind]),
        }))}
        onChange={(kind) => onChange({ ...filters, kind, page: 1 })}
      />
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
  );
}
