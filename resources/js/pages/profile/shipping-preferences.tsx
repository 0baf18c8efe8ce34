import { Head } from '@inertiajs/react';
import { useEffect, useState } from 'react';
import { route } from '@/lib/route';
import type { Option } from '@shared/address/types';
import { shippingPreferenceForm } from '@shared/forms/profile';
import type { PageProps } from '@shared/pages';
import { Card, PageHeader } from '@/components/ui';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useWords } from '@/lib/i18n';
import { AddressPicker } from './parts/address-picker';
import { PackagePresets } from './parts/package-presets';

/**
 * spec §2.7 Shipping Preferences: the default shipping address, saved as soon as it is
 * chosen. An address just added through '+ Add a New Address' is saved the same way. Below,
 * the account's package presets.
 */
export default function ShippingPreferences({
  current,
  added,
  presets,
}: PageProps['profile/shipping-preferences']) {
  const i18n = useWords();
  const [chosen, setChosen] = useState<Option | null>(added ?? (current.ok ? current.value : null));
  const form = useSchemaForm(
    shippingPreferenceForm,
    { address: chosen?.value ?? '' },
    { errorBag: 'shipping' },
  );

  const save = (option: Option) =>
    form.submit('put', route('shipping-preferences.update'), {
      data: { address: option.value },
      preserveScroll: true,
      replace: true,
    });

  // Back from '+ Add a New Address' with a new address: it becomes the default at once.
  useEffect(() => {
    if (added) save(added);
    // Once per arrival: `added` is gone from the props after the save.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [added?.value]);

  const choose = (option: Option | null) => {
    if (!option || option.value === chosen?.value) return;
    setChosen(option);
    form.set('address', option.value);
    save(option);
  };

  return (
    <>
      <Head title={i18n._('Shipping Preferences')} />
      <PageHeader
        title={i18n._('Shipping Preferences')}
        description={i18n._('The address your shipments start from unless you choose another.')}
      />
      <Card>
        <div className="max-w-xl space-y-3">
          <AddressPicker
            label={i18n._('Default Shipping Address')}
            value={chosen}
            onChange={choose}
            returnTo="shipping-preferences"
            unavailable={!current.ok}
            error={form.errors.address}
            disabled={form.processing}
          />
          <p className="text-sm text-gray-600" aria-live="polite">
            {form.processing ? i18n._('Saving...') : ''}
          </p>
        </div>
      </Card>
      <PackagePresets presets={presets} />
    </>
  );
}
