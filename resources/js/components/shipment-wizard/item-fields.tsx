import { TextInput } from '@/components/ui/text-input';
import { TrashIcon } from '@/components/icons';
import { Button, Select, type SelectOption } from '@/components/ui';
import { AsyncSelect } from '@/components/ui/async-select';
import { countryPage } from '@/components/address/options';
import { useWords } from '@/lib/i18n';
import type { WizardForm, WizardPath } from './types';

interface ItemFieldsProps {
  form: WizardForm;
  packageIndex: number;
  index: number;
  currencies: readonly SelectOption[];
  removable: boolean;
}

/** One customs item of an international package (spec §3 Item, §5 its messages). */
export function ItemFields({ form, packageIndex, index, currencies, removable }: ItemFieldsProps) {
  const i18n = useWords();
  const at = `packages.${packageIndex}.items.${index}`;
  const path = (name: string) => `${at}.${name}` as WizardPath;
  const item = form.data.packages[packageIndex]?.items[index];
  if (!item) return null;
  const currency = (name: string, label: string) => (
    <Select
      label={label}
      options={currencies}
      value={form.field(path(name)).value}
      onChange={(value) => form.set(path(name), value as never)}
      error={form.errors[path(name)]}
      required
    />
  );
  /** An amount with its currency beside it. */
  const money = (name: string, label: string, currencyLabel: string) => (
    <div className="grid grid-cols-2 gap-2">
      <TextInput label={label} {...form.field(path(name), { filter: 'decimal' })} required />
      {currency(`${name}Currency`, currencyLabel)}
    </div>
  );

  return (
    <fieldset className="rounded-md border border-gray-200 p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold text-gray-900">
        {i18n._('Item #{number}', { number: index + 1 })}
      </legend>
      <div className="@container">
        <div className="grid gap-4 @xl:grid-cols-2 @5xl:grid-cols-3">
          <TextInput label={i18n._('SKU Code')} {...form.field(path('skuCode'))} required />
          <TextInput label={i18n._('HSN Code')} {...form.field(path('hsnCode'))} required />
          <TextInput label={i18n._('Description')} {...form.field(path('description'))} required />
          <AsyncSelect
            label={i18n._('Origin Country')}
            value={
              item.originCountry
                ? { value: item.originCountry, label: item.originCountryName }
                : null
            }
            onChange={(option) => {
              form.set(path('originCountry'), (option?.value ?? '') as never);
              form.set(path('originCountryName'), (option?.label ?? '') as never);
            }}
            loadOptions={countryPage}
            debounceMs={500}
            placeholder={i18n._('Search countries...')}
            error={form.errors[path('originCountry')]}
            required
          />
          <TextInput
            label={i18n._('Quantity')}
            {...form.field(path('quantity'), { filter: 'decimal' })}
            required
          />
          {money('unitPrice', i18n._('Unit Price'), i18n._('Unit Price Currency'))}
          {money(
            'declaredUnitAmount',
            i18n._('Declared Unit Amount'),
            i18n._('Declared Unit Currency'),
          )}
        </div>
      </div>
      {removable && (
        <div className="mt-3 flex justify-end">
          <Button
            variant="secondary"
            size="sm"
            icon={<TrashIcon className="size-4" />}
            onClick={() => form.remove(`packages.${packageIndex}.items` as WizardPath, index)}
          >
            {i18n._('Delete Item')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
