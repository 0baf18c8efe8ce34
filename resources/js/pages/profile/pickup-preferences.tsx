import { Head } from '@inertiajs/react';
import { useState } from 'react';
import { route } from '@/lib/route';
import type { Option } from '@shared/address/types';
import { localToday } from '@shared/pickups/dates';
import { useTimeZone } from '@/lib/time-zone';
import { pickupPreferencesForm } from '@shared/forms/profile';
import type { PageProps } from '@shared/pages';
import { Button, Card, DateInput, PageHeader, TimeSelect } from '@/components/ui';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useWords } from '@/lib/i18n';
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
  const i18n = useWords();
  const zone = useTimeZone();
  const [today] = useState(() => localToday(new Date(), zone));
  const [schema] = useState(() => pickupPreferencesForm(today));
  const [chosen, setChosen] = useState<Option | null>(added ?? (current.ok ? current.value : null));
  const form = useSchemaForm(
    schema,
    { address: chosen?.value ?? '', date, time_from: timeFrom, time_to: timeTo },
    { errorBag: 'pickup' },
  );

  const submit = form.onSubmit('put', route('pickup-preferences.update'), { preserveScroll: true });

  return (
    <>
      <Head title={i18n._('Pickup Preferences')} />
      <PageHeader
        title={i18n._('Pickup Preferences')}
        description={i18n._('Where and when the courier usually collects your parcels.')}
      />
      <Card>
        <form onSubmit={submit} noValidate className="max-w-xl space-y-5">
          <AddressPicker
            label={i18n._('Default Pickup Address')}
            value={chosen}
            onChange={(option) => {
              setChosen(option);
              form.set('address', option?.value ?? '');
            }}
            returnTo="pickup-preferences"
            unavailable={!current.ok}
            error={form.errors.address}
          />
          <fieldset className="space-y-4">
            <legend className="text-base font-semibold text-gray-900">
              {i18n._('Pickup Details')}
            </legend>
            <DateInput label={i18n._('Date')} {...form.field('date')} min={today} required />
            <div className="grid gap-4 sm:grid-cols-2">
              <TimeSelect label={i18n._('Time From')} {...form.field('time_from')} required />
              <TimeSelect label={i18n._('Time To')} {...form.field('time_to')} required />
            </div>
          </fieldset>
          <Button type="submit" busy={form.processing} busyText={i18n._('Saving...')}>
            {i18n._('Save')}
          </Button>
        </form>
      </Card>
    </>
  );
}
