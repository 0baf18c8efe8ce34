import { emptyItem } from '@shared/shipment-wizard/values';
import type { WizardEnums } from '@shared/shipment-wizard/types';
import { TextInput } from '@/components/ui/text-input';
import { TrashIcon } from '@/components/icons';
import { AddButton, Button, Card, Select, type SelectOption } from '@/components/ui';
import { ErrorText } from '@/components/ui/field';
import { ItemFields } from './item-fields';
import { PackagePresets, type usePresets } from './package-presets';
import { useWords } from '@/lib/i18n';
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
  const i18n = useWords();
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
      title={i18n._('Package #{number}', { number: count - index })}
      aria-label={i18n._('Package #{number}', { number: count - index })}
      actions={
        count > 1 && (
          <Button
            variant="secondary"
            size="sm"
            icon={<TrashIcon className="size-4" />}
            onClick={() => form.remove('packages', index)}
          >
            {i18n._('Remove Package')}
          </Button>
        )
      }
    >
      <PackagePresets form={form} index={index} presets={presets} />
      <div className="@container">
        <div className="grid gap-4 @xl:grid-cols-2 @5xl:grid-cols-3">
          {text('reference', i18n._('Reference'), false)}
          {text('description', i18n._('Description'))}
          {select('type', i18n._('Type'), enums?.packageTypes ?? [])}
          {select('commodityType', i18n._('Commodity Type'), enums?.commodityTypes ?? [])}
          <div className="grid grid-cols-2 gap-2">
            {number('weight', i18n._('Weight'))}
            {select('weightUnit', i18n._('Weight Unit'), enums?.weightUnits ?? [])}
          </div>
          <div className="grid grid-cols-2 gap-2">
            {number('declaredAmount', i18n._('Declared Amount'))}
            {select('declaredAmountUnit', i18n._('Declared Amount Unit'), currencies)}
          </div>
          {cod && (
            <div className="grid grid-cols-2 gap-2">
              {number('codAmount', i18n._('COD Amount'))}
              {select('codAmountUnit', i18n._('COD Amount Unit'), currencies)}
            </div>
          )}
        </div>
      </div>
      {international && (
        <>
          <div className="@container">
            <h3 className="mt-6 text-sm font-semibold text-gray-900">{i18n._('Dimensions')}</h3>
            <div className="mt-2 grid grid-cols-2 gap-4 @3xl:grid-cols-4">
              {select('dimensionsUnit', i18n._('Dimensions Unit'), enums?.dimensionUnits ?? [])}
              {number('height', i18n._('Height'))}
              {number('length', i18n._('Length'))}
              {number('width', i18n._('Width'))}
            </div>
          </div>
          <h3 className="mt-6 text-sm font-semibold text-gray-900">{i18n._('Items')}</h3>
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
              {i18n._('Add Item')}
            </AddButton>
          </div>
        </>
      )}
    </Card>
  );
}
