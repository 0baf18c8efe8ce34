import { useEffect, useState } from 'react';
import { route } from '@/lib/route';
import {
  emptyQuotePackage,
  MAX_QUOTE_PACKAGES,
  QUOTE_LABELS as L,
  SIZE_UNIT_OPTIONS,
  WEIGHT_UNIT_OPTIONS,
  type QuotePackage,
} from '@shared/forms/quote';
import type { PackagePresetView, PresetList } from '@shared/shipment-wizard/presets';
import { AddButton, Button, Select } from '@/components/ui';
import { TextInput } from '@/components/ui/text-input';
import { useWords } from '@/lib/i18n';
import { getJson } from '@/lib/json';
import { at, type QuoteForm } from './types';

const UNAVAILABLE: PresetList = { state: 'unavailable' };

/** The account's package presets, once, when the page is for an account; else none. */
function usePresetList(forAccount: boolean): PackagePresetView[] {
  const [presets, setPresets] = useState<PackagePresetView[]>([]);
  useEffect(() => {
    if (!forAccount) return;
    let live = true;
    void getJson(route('create-shipment.presets'), UNAVAILABLE).then((list) => {
      if (live && list.state === 'ok') setPresets(list.value);
    });
    return () => {
      live = false;
    };
  }, [forAccount]);
  return presets;
}

const known = (options: ReadonlyArray<{ value: string }>, unit: string, fallback: string) =>
  options.some((o) => o.value === unit.toLowerCase()) ? unit.toLowerCase() : fallback;

/** A package filled from a preset: its weight and sizes, in its units where the form has them. */
function fromPreset(pkg: QuotePackage, preset: PackagePresetView): QuotePackage {
  return {
    ...pkg,
    weight: preset.weight,
    weightUnit: known(WEIGHT_UNIT_OPTIONS, preset.weightUnit, pkg.weightUnit),
    dimensionsUnit: known(SIZE_UNIT_OPTIONS, preset.dimensionsUnit, pkg.dimensionsUnit),
    length: preset.length,
    width: preset.width,
    height: preset.height,
  };
}

let keys = 0;
const newKey = () => `p${Date.now().toString(36)}${(keys += 1)}`;

/**
 * The packages: pieces alike, their weight and (optionally) sizes, each with its unit. A
 * preset of the account fills one, as in the shipment wizard.
 */
export function PackageRows({ form, forAccount }: { form: QuoteForm; forAccount: boolean }) {
  const i18n = useWords();
  const presets = usePresetList(forAccount);
  const packages = form.data.packages;
  const decimal = (path: string, label: string) => (
    <TextInput
      label={i18n._(label)}
      {...form.field(at(path), { filter: 'decimal' })}
      inputMode="decimal"
      required={label === L.weight}
    />
  );
  return (
    <fieldset className="min-w-0 space-y-4">
      <legend className="mb-3 text-sm font-semibold text-gray-900">{i18n._('Packages')}</legend>
      {packages.map((pkg, index) => {
        const base = `packages.${index}`;
        return (
          <div
            key={pkg.key}
            className="space-y-4 rounded-control border border-gray-200 p-4"
            role="group"
            aria-label={i18n._('Package {number}', { number: index + 1 })}
          >
            <div className="flex flex-wrap items-end justify-between gap-3">
              <p className="text-sm font-medium text-gray-900">
                {i18n._('Package {number}', { number: index + 1 })}
              </p>
              <div className="flex flex-wrap items-end gap-2">
                {presets.length > 0 && (
                  <Select
                    label={i18n._('Use a preset')}
                    value=""
                    onChange={(id) => {
                      const preset = presets.find((p) => p.id === id);
                      if (preset) form.set(at(base), fromPreset(pkg, preset) as never);
                    }}
                    placeholder={i18n._('Choose a preset...')}
                    options={presets.map((p) => ({ value: p.id, label: p.name }))}
                  />
                )}
                {packages.length > 1 && (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => form.remove(at('packages'), index)}
                  >
                    {i18n._('Remove package {number}', { number: index + 1 })}
                  </Button>
                )}
              </div>
            </div>
            <div className="grid gap-4 sm:grid-cols-3">
              <TextInput
                label={i18n._(L.count)}
                {...form.field(at(`${base}.count`), { filter: 'numbers' })}
                inputMode="numeric"
                required
              />
              {decimal(`${base}.weight`, L.weight)}
              <Select
                label={i18n._(L.weightUnit)}
                {...form.field(at(`${base}.weightUnit`))}
                options={WEIGHT_UNIT_OPTIONS}
                required
              />
            </div>
            <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
              {decimal(`${base}.length`, L.length)}
              {decimal(`${base}.width`, L.width)}
              {decimal(`${base}.height`, L.height)}
              <Select
                label={i18n._(L.dimensionsUnit)}
                {...form.field(at(`${base}.dimensionsUnit`))}
                options={SIZE_UNIT_OPTIONS}
              />
            </div>
          </div>
        );
      })}
      {packages.length < MAX_QUOTE_PACKAGES && (
        <AddButton onClick={() => form.insert(at('packages'), emptyQuotePackage(newKey()))}>
          {i18n._('Add a package')}
        </AddButton>
      )}
    </fieldset>
  );
}
