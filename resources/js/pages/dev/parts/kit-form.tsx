import { useState } from 'react';
import { DateInput, Stepper, TimeSelect } from '@/components/ui';
import { AsyncSelect, type PagedLoader, type SelectOption } from '@/components/ui/async-select';
import { SELECT_PAGE_SIZE } from '@shared/ui/widgets';
import { KitSection } from './kit-section';

const COUNTRIES = [
  'Australia',
  'Belgium',
  'Brazil',
  'Canada',
  'Denmark',
  'Egypt',
  'France',
  'Germany',
  'Greece',
  'India',
  'Italy',
  'Japan',
  'Jordan',
  'Lebanon',
  'Mexico',
  'Netherlands',
  'Norway',
  'Portugal',
  'Spain',
  'Sweden',
  'United Arab Emirates',
  'United Kingdom',
  'United States',
];

/** A stand-in for a paged options call, with a little latency. */
const loadCountries: PagedLoader = async (search, page) => {
  await new Promise((resolve) => setTimeout(resolve, 250));
  const found = COUNTRIES.filter((c) => c.toLowerCase().includes(search.toLowerCase()));
  const slice = found.slice((page - 1) * SELECT_PAGE_SIZE, page * SELECT_PAGE_SIZE);
  return {
    options: slice.map((c) => ({ value: c, label: c })),
    hasMore: found.length > page * SELECT_PAGE_SIZE,
  };
};

const today = () => new Date().toISOString().slice(0, 10);

/** Date, time, paged select and the wizard's step bar. */
export function KitForm() {
  const [country, setCountry] = useState<SelectOption | null>(null);
  const [date, setDate] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  return (
    <>
      <KitSection title="Form parts">
        <div className="grid gap-4 md:grid-cols-2">
          <AsyncSelect
            label="Country"
            value={country}
            onChange={setCountry}
            loadOptions={loadCountries}
            placeholder="Select country"
            required
          />
          <DateInput label="Pickup date" value={date} onChange={setDate} min={today()} required />
          <TimeSelect label="Time from" value={from} onChange={setFrom} required />
          <TimeSelect
            label="Time to"
            value={to}
            onChange={setTo}
            after={from || undefined}
            error={from && to && to <= from ? 'Must be after the start time' : undefined}
          />
        </div>
      </KitSection>
      <KitSection title="Stepper">
        <div className="md:flex md:gap-8">
          <Stepper
            className="md:w-56"
            steps={[
              { label: 'Shipper Details', state: 'finished' },
              { label: 'Consignee Details', state: 'finished' },
              { label: 'Packages', state: 'current' },
              { label: 'Services', state: 'waiting' },
              { label: 'Review', state: 'waiting' },
            ]}
          />
          <p className="mt-4 text-sm text-gray-600 md:mt-0">
            A sidebar from 768 px, a horizontal bar below.
          </p>
        </div>
      </KitSection>
    </>
  );
}
