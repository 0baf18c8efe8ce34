import { router } from '@inertiajs/react';
import { useState } from 'react';
import type { Option } from '@shared/address/types';
import { say } from '@shared/i18n/wording';
import { messages } from '@shared/messages';
import type { PageProps } from '@shared/pages';
import { PICKUP_LABELS } from '@shared/forms/pickup';
import { PlusIcon, RefreshIcon } from '@/components/icons';
import { AddressDialog } from '@/components/address/address-dialog';
import { Button } from '@/components/ui';
import { loadClientAddresses } from '@/components/address/options';
import { AsyncSelect } from '@/components/ui/async-select';
import type { SchemaForm } from '@/hooks/use-schema-form';
import type { PickupForm } from '@shared/forms/pickup';
import { useWords } from '@/lib/i18n';

/**
 * Shipper Information: the account's own addresses in a searchable picker, the default
 * pickup address chosen at first, and '+' for the address form in a popup.
 */
export function ShipperStep({
  form,
  props,
}: {
  form: SchemaForm<PickupForm>;
  props: PageProps['pickups/schedule-pickup'];
}) {
  const i18n = useWords();
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<Option | null>(null);
  const { addresses } = props;
  if (!addresses.ok) {
    return (
      <div role="status" className="space-y-3 text-sm text-amber-800">
        <p>{say(i18n, messages.pickups.addressesUnavailable)}</p>
        <Button
          variant="secondary"
          icon={<RefreshIcon className="size-4" />}
          onClick={() => router.reload({ only: ['addresses'] })}
        >
          {i18n._('Try again')}
        </Button>
      </div>
    );
  }
  const list = addresses.value;
  const value =
    list.find((a) => a.value === form.data.address_id) ??
    (added?.value === form.data.address_id ? added : null);
  return (
    <div className="space-y-3">
      <div className="flex items-end gap-2">
        <AsyncSelect
          className="min-w-0 flex-1"
          label={say(i18n, PICKUP_LABELS.address_id)}
          value={value}
          onChange={(option) => form.set('address_id', option?.value ?? '')}
          loadOptions={loadClientAddresses}
          cacheKey={added?.value ?? ''}
          clearable
          placeholder={i18n._('Search your addresses...')}
          error={form.errors.address_id}
          required
        />
        <Button
          variant="secondary"
          aria-label={i18n._('Add a new address')}
          title={i18n._('Add a new address')}
          className={form.errors.address_id ? 'mb-7' : undefined}
          onClick={() => setAdding(true)}
        >
          <PlusIcon className="size-4" aria-hidden="true" />
        </Button>
      </div>
      <AddressDialog
        open={adding}
        onClose={() => setAdding(false)}
        kind="client"
        defaultCountry={props.defaultCountry}
        onCreated={(created) => {
          setAdded({ value: created.id, label: created.text });
          form.set('address_id', created.id);
        }}
      />
    </div>
  );
}
