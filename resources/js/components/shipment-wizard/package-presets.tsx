import { useEffect, useState, type FormEvent } from 'react';
import { route } from '@/lib/route';
import { presetForm } from '@shared/forms/presets';
import { say } from '@shared/i18n/wording';
import { messages } from '@shared/messages';
import {
  presetOf,
  savedPresetFrom,
  withPreset,
  type PackagePresetView,
  type PresetList,
} from '@shared/shipment-wizard/presets';
import { Button, FormActions, Select } from '@/components/ui';
import { Dialog } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { TextInput } from '@/components/ui/text-input';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useWords } from '@/lib/i18n';
import { getJson } from '@/lib/json';
import { toasts } from '@/lib/toast';
import type { WizardForm, WizardPath } from './types';

/**
 * Package presets in the Packages step: 'Use a preset' fills a package from
 * one of the account's presets, 'Save as preset' keeps a package under a name. Without the
 * provider's extension both say so, and the step works as before.
 */

const UNAVAILABLE: PresetList = { state: 'unavailable' };

/** The account's presets, asked for once when the step opens; a saved one joins the list. */
export function usePresets() {
  const [list, setList] = useState<PresetList | null>(null);
  useEffect(() => {
    let current = true;
    void getJson(route('create-shipment.presets'), UNAVAILABLE).then((found) => {
      if (current) setList(found);
    });
    return () => {
      current = false;
    };
  }, []);
  const added = (preset: PackagePresetView) =>
    setList((was) => (was?.state === 'ok' ? { state: 'ok', value: [...was.value, preset] } : was));
  return { list, added };
}

interface PackagePresetsProps {
  form: WizardForm;
  index: number;
  presets: ReturnType<typeof usePresets>;
}

export function PackagePresets({ form, index, presets }: PackagePresetsProps) {
  const i18n = useWords();
  const [saving, setSaving] = useState(false);
  const pkg = form.data.packages[index];
  const { list } = presets;
  if (!pkg || !list) return null;
  if (list.state !== 'ok') {
    return (
      <p className="mb-4 rounded-control bg-gray-50 px-3 py-2 text-sm text-gray-700">
        <span className="font-medium">{i18n._('Package presets:')} </span>
        {say(
          i18n,
          list.state === 'not-offered' ? messages.presets.notOffered : messages.presets.unavailable,
        )}
      </p>
    );
  }
  const use = (id: string) => {
    const preset = list.value.find((p) => p.id === id);
    if (!preset) return;
    form.set(`packages.${index}` as WizardPath, withPreset(pkg, preset) as never);
    toasts.show(say(i18n, messages.presets.applied(preset.name)), 'success');
  };
  return (
    <div className="mb-4 flex flex-col gap-2 border-b border-gray-100 pb-5 sm:flex-row sm:items-end">
      <div className="w-full sm:w-80">
        <Select
          label={i18n._('Use a preset')}
          value=""
          onChange={use}
          placeholder={list.value.length ? i18n._('Choose a preset...') : i18n._('No presets yet')}
          options={list.value.map((p) => ({ value: p.id, label: p.name }))}
          disabled={list.value.length === 0}
        />
      </div>
      <Button variant="secondary" onClick={() => setSaving(true)}>
        {i18n._('Save as preset')}
      </Button>
      <Dialog open={saving} onClose={() => setSaving(false)} title={i18n._('Save as preset')}>
        {saving && (
          <SavePresetForm
            fields={presetOf(pkg, '')}
            onClose={() => setSaving(false)}
            onSaved={presets.added}
          />
        )}
      </Dialog>
    </div>
  );
}

interface SavePresetFormProps {
  fields: ReturnType<typeof presetOf>;
  onClose: () => void;
  onSaved: (preset: PackagePresetView) => void;
}

/** The preset's name; the provider's word on another field shows above the form. */
function SavePresetForm({ fields, onClose, onSaved }: SavePresetFormProps) {
  const i18n = useWords();
  const form = useSchemaForm(presetForm, fields, { errorBag: 'preset' });
  const other = Object.entries(form.errors).find(([name]) => name !== 'name')?.[1];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate(['name'])) return;
    form.submit('post', route('create-shipment.preset'), {
      preserveState: true,
      preserveScroll: true,
      onSuccess: (page) => {
        const saved = savedPresetFrom(page.flash);
        if (!saved) return;
        onSaved(saved);
        onClose();
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      <p className="text-sm text-gray-600">
        {i18n._(
          'Its type, commodity, weight, dimensions and description are kept for your next shipments.',
        )}
      </p>
      <FormError error={other} />
      <TextInput
        label={i18n._('Preset Name')}
        {...form.field('name')}
        autoComplete="off"
        required
      />
      <FormActions
        onCancel={onClose}
        submitLabel={i18n._('Save Preset')}
        busy={form.processing}
        busyText={i18n._('Saving...')}
      />
    </form>
  );
}
