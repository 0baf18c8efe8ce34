import { PICKUP_LABELS } from '@shared/forms/pickup';
import { TextInput } from '@/components/ui/text-input';
import type { SchemaForm } from '@/hooks/use-schema-form';
import type { PickupForm } from '@shared/forms/pickup';
import { say } from '@shared/i18n/wording';
import { useWords } from '@/lib/i18n';

/** Shipping Details: how many packages (1 to 6), their weight and size. */
export function DetailsStep({ form }: { form: SchemaForm<PickupForm> }) {
  const i18n = useWords();
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          label={say(i18n, PICKUP_LABELS.nb_packages)}
          {...form.field('nb_packages', { filter: 'numbers' })}
          maxLength={1}
          required
        />
        <TextInput
          label={say(i18n, PICKUP_LABELS.weight)}
          {...form.field('weight', { filter: 'decimal' })}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-gray-900">{i18n._('Dimensions')}</legend>
        <div className="mt-2 grid gap-4 sm:grid-cols-3">
          <TextInput
            label={say(i18n, PICKUP_LABELS.length)}
            {...form.field('length', { filter: 'decimal' })}
          />
          <TextInput
            label={say(i18n, PICKUP_LABELS.width)}
            {...form.field('width', { filter: 'decimal' })}
          />
          <TextInput
            label={say(i18n, PICKUP_LABELS.height)}
            {...form.field('height', { filter: 'decimal' })}
          />
        </div>
      </fieldset>
    </div>
  );
}
