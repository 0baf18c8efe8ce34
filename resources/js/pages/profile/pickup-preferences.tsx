import { Head } from '@inertiajs/react';
import { useState, type FormEvent } from 'react';
import { route } from 'ziggy-js';
import type { Option } from '@shared/address/types';
import { localToday } from '@shared/pickups/dates';
import { pickupPreferencesForm } from '@shared/forms/profile';
import { messages } from '@shared/messages';
import type { PageProps } from '@shared/pages';
import { Button, Card, DateInput, PageHeader, TimeSelect } from '@/components/ui';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { AddressPicker } from './parts/address-picker';

/**
 * spec §2.7 Pickup Preferences: the default pickup address and the pickup details (date not
 * before today, 30-minute times from 6 AM to 10 PM, the start before the end). Save sends
 * both; the server says which part was saved if only one was.
 */
export default function PickupPreferences({
  current,
  date,
  timeFrom,
  timeTo,
  added,
}: PageProps['profile/pickup-preferences']) {
  const [today] = useState(localToday);
  const [schema] = useState(() => pickupPreferencesForm(today));
  const [chosen, setChosen] = useState<Option | null>(added ?? (current.ok ? current.value : null));
  const form = useSchemaForm(
    schema,
    { address: chosen?.value ?? '', date, time_from: timeFrom, time_to: timeTo },
    { errorBag: 'pickup' },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit('put', route('pickup-preferences.update'), { preserveScroll: true });
  };

  return (
    <>
      <Head title="Pickup Preferences" />
      <PageHeader
        title="Pickup Preferences"
        description="Where and when the courier usually collects your parcels."
      />
      <Card>
        <form onSubmit={submit} noValidate className="max-w-xl space-y-5">
          {!current.ok && (
            <p role="status" className="text-sm text-amber-800">
              {messages.profile.addressesFailed}
            </p>
          )}
          <AddressPicker
            label="Default Pickup Address"
            value={chosen}
            onChange={(option) => {
              setChosen(option);
              form.set('address', option?.value ?? '');
            }}
            returnTo="pickup-preferences"
            error={form.errors.address}
          />
          <fieldset className="space-y-4">
            <legend className="text-base font-semibold text-gray-900">Pickup Details</legend>
            <DateInput
              label="Date"
              value={form.data.date}
              onChange={(value) => form.set('date', value)}
              min={today}
              error={form.errors.date}
              required
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TimeSelect
                label="Time From"
                value={form.data.time_from}
                onChange={(value) => form.set('time_from', value)}
                error={form.errors.time_from}
                required
              />
              <TimeSelect
                label="Time To"
                value={form.data.time_to}
                onChange={(value) => form.set('time_to', value)}
                error={form.errors.time_to}
                required
              />
            </div>
          </fieldset>
          <Button type="submit" busy={form.processing} busyText="Saving...">
            Save
          </Button>
        </form>
      </Card>
    </>
  );
}
