import { PICKUP_LABELS } from '@shared/forms/pickup';
import { PICKUP_WINDOWS, windowOf } from '@shared/pickups/time-windows';
import { Button, DateInput, TimeSelect } from '@/components/ui';
import type { SchemaForm } from '@/hooks/use-schema-form';
import type { PickupForm } from '@shared/forms/pickup';
import { say } from '@shared/i18n/wording';
import { useWords } from '@/lib/i18n';

/**
 * Pickup Schedule: the date (not before today) and the two times, with quick picks for the
 * named windows that fill both times.
 */
export function ScheduleStep({ form, today }: { form: SchemaForm<PickupForm>; today: string }) {
  const i18n = useWords();
  const current = windowOf(form.data.time_from, form.data.time_to);
  return (
    <div className="space-y-4">
      <DateInput
        label={say(i18n, PICKUP_LABELS.pickup_date)}
        {...form.field('pickup_date')}
        min={today}
        className="sm:max-w-xs"
        required
      />
      <div role="group" aria-label={i18n._('Quick picks')} className="flex flex-wrap gap-2">
        {PICKUP_WINDOWS.map((w) => (
          <Button
            key={w.id}
            variant="secondary"
            size="sm"
            aria-pressed={current?.id === w.id}
            onClick={() => {
              form.set('time_from', w.from);
              form.set('time_to', w.to);
            }}
          >
            {say(i18n, w.label)}
          </Button>
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TimeSelect
          label={say(i18n, PICKUP_LABELS.time_from)}
          {...form.field('time_from')}
          required
        />
        <TimeSelect label={say(i18n, PICKUP_LABELS.time_to)} {...form.field('time_to')} required />
      </div>
    </div>
  );
}
