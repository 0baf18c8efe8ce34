import { emptyItem } from '@shared/shipment-wizard/values';
import type { WizardEnums } from '@shared/shipment-wizard/types';
import { TextInput } from '@/components/ui/text-input';
import { TrashIcon } from '@/components/icons';
import { AddButton, Button, Card, Select, type SelectOption } from '@/components/ui';
import { ErrorText } from '@/components/ui/field';
import { ItemFields } from './item-fields';
import { PackagePresets, type usePresets } from './package-presets';
import type { WizardForm, WizardPath } from './types';

interface PackageCardProps {
  form: WizardForm;
  index: number;
  international: boolean;
  cod: boolean;
  enums: WizardEnums | null;
  currencies: readonly SelectOption[];
  presets: ReturnType<typeof usePresets>;
}

/**
 * One package (spec §3 Package form, §5 its rules). Numbering runs from the bottom, since
 * new packages are added at the top (spec §4).
 */
export function PackageCard({
  form,
  index,
  international,
  cod,
  enums,
  currencies,
  presets,
}: PackageCardProps) {
  const count = form.data.packages.length;
  const pkg = form.data.packages[index];
  if (!pkg) return null;
  const at = `packages.${index}`;
  const path = (name: string) => `${at}.${name}` as WizardPath;
  const text = (name: string, label: string, required = true) => (
    <TextInput label={label} {...form.field(path(name))} required={required} />
  );
  const number = (name: string, label: string) => (
    <TextInput label={label} {...form.field(path(name), { filter: 'decimal' })} required />
  );
  const select = (name: string, label: string, options: readonly SelectOption[]) => (
    <Select
      label={label}
      options={options}
      value={form.field(path(name)).value}
      onChange={(value) => form.set(path(name), value as never)}
      error={form.errors[path(name)]}
      required
    />
  );
  const itemsError = form.errors[path('items')];

  return (
    <Card
      title={`Package #${count - index}`}
      aria-label={`Package #${count - index}`}
      actions={
        count > 1 && (
          <Button
            variant="secondary"
            size="sm"
            icon={<TrashIcon className="size-4" />}
            onClick={() => form.remove('packages', index)}
          >
            Remove Package
          </Button>
        )
      }
    >
      <PackagePresets form={form} index={index} presets={presets} />
      <div className="@container">
        <div className="grid gap-4 @xl:grid-cols-2 @5xl:grid-cols-3">
          {text('reference', 'Reference', false)}
          {text('description', 'Description')}
          {select('type', 'Type', enums?.packageTypes ?? [])}
          {select('commodityType', 'Commodity Type', enums?.commodityTypes ?? [])}
          <div className="grid grid-cols-2 gap-2">
            {number('weight', 'Weight')}
            {select('weightUnit', 'Weight Unit', enums?.weightUnits ?? [])}
          </div>
          <div className="grid grid-cols-2 gap-2">
            {number('declaredAmount', 'Declared Amount')}
            {select('declaredAmountUnit', 'Declared Amount Unit', currencies)}
          </div>
          {cod && (
            <div className="grid grid-cols-2 gap-2">
              {number('codAmount', 'COD Amount')}
              {select('codAmountUnit', 'COD Amount Unit', currencies)}
            </div>
          )}
        </div>
      </div>
      {international && (
        <>
          <div className="@container">
            <h3 className="mt-6 text-sm font-semibold text-gray-900">Dimensions</h3>
            <div className="mt-2 grid grid-cols-2 gap-4 @3xl:grid-cols-4">
              {select('dimensionsUnit', 'Dimensions Unit', enums?.dimensionUnits ?? [])}
              {number('height', 'Height')}
              {number('length', 'Length')}
              {number('width', 'Width')}
            </div>
          </div>
          <h3 className="mt-6 text-sm font-semibold text-gray-900">Items</h3>
          <div className="mt-2 space-y-4">
            {pkg.items.map((item, itemIndex) => (
              <ItemFields
                key={item.key}
                form={form}
                packageIndex={index}
                index={itemIndex}
                currencies={currencies}
                removable={pkg.items.length > 1}
              />
            ))}
            {/* The list's own message (none yet) is a field of its own for the error scroll. */}
            {itemsError && (
              <div aria-invalid="true" tabIndex={-1}>
                <ErrorText id={`${at}-items-error`} error={itemsError} />
              </div>
            )}
            <AddButton size="sm" onClick={() => form.insert(path('items'), emptyItem())}>
              Add Item
            </AddButton>
          </div>
        </>
      )}
    </Card>
  );
}
