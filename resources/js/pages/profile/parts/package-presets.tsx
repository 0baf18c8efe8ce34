import { router } from '@inertiajs/react';
import { useState, type FormEvent } from 'react';
import { route } from 'ziggy-js';
import type { Offered } from '@shared/billing/types';
import { presetNameForm } from '@shared/forms/presets';
import { messages } from '@shared/messages';
import type { PackagePresetView } from '@shared/shipment-wizard/presets';
import { Button, Card, FormActions } from '@/components/ui';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { TextInput } from '@/components/ui/text-input';
import { useSchemaForm } from '@/hooks/use-schema-form';

/**
 * 'Package presets' on Shipping Preferences: the account's presets with
 * rename (a dialog) and delete (confirmed). Without the provider's extension it says so.
 */
export function PackagePresets({ presets }: { presets: Offered<PackagePresetView[]> }) {
  const [renaming, setRenaming] = useState<PackagePresetView | null>(null);
  const [deleting, setDeleting] = useState<PackagePresetView | null>(null);
  const [busy, setBusy] = useState(false);

  const destroy = () => {
    if (!deleting) return;
    setBusy(true);
    router.delete(route('shipping-preferences.destroy-preset', { preset: deleting.id }), {
      preserveScroll: true,
      onFinish: () => {
        setBusy(false);
        setDeleting(null);
      },
    });
  };

  return (
    <Card title="Package presets" className="mt-6">
      {presets.state !== 'ok' ? (
        <p className="text-sm text-gray-700">
          {presets.state === 'not-offered'
            ? messages.presets.notOffered
            : messages.presets.unavailable}
        </p>
      ) : presets.value.length === 0 ? (
        <p className="text-sm text-gray-700">{messages.presets.none}</p>
      ) : (
        <ul className="divide-y divide-gray-100" aria-label="Package presets">
          {presets.value.map((preset) => (
            <li
              key={preset.id}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-medium break-words text-gray-900">{preset.name}</p>
                <p className="text-sm text-gray-600">{summary(preset)}</p>
              </div>
              <div className="flex shrink-0 gap-2">
                <Button variant="secondary" size="sm" onClick={() => setRenaming(preset)}>
                  Rename<span className="sr-only"> {preset.name}</span>
                </Button>
                <Button variant="secondary" size="sm" onClick={() => setDeleting(preset)}>
                  Delete<span className="sr-only"> {preset.name}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={renaming !== null} onClose={() => setRenaming(null)} title="Rename preset">
        {renaming && <RenameForm preset={renaming} onClose={() => setRenaming(null)} />}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={destroy}
        title="Delete preset?"
        message={deleting ? `‘${deleting.name}’ will no longer be offered in Create Shipment.` : ''}
        confirmText="Delete"
        busy={busy}
        busyText="Deleting..."
        danger
      />
    </Card>
  );
}

/** One line of what the preset fills in: its weight and, when it has them, its sizes. */
function summary(preset: PackagePresetView): string {
  const weight = [preset.weight, preset.weightUnit].filter(Boolean).join(' ');
  const sizes = preset.length
    ? `${preset.length} × ${preset.width} × ${preset.height} ${preset.dimensionsUnit}`.trim()
    : '';
  return [weight, sizes, preset.description].filter(Boolean).join(' · ');
}

function RenameForm({ preset, onClose }: { preset: PackagePresetView; onClose: () => void }) {
  const form = useSchemaForm(presetNameForm, { name: preset.name }, { errorBag: 'renamePreset' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.submit('put', route('shipping-preferences.rename-preset', { preset: preset.id }), {
      preserveScroll: true,
      // A refused name comes back as errors (onError), the dialog open.
      onSuccess: onClose,
    });
  };
  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      <TextInput label="Preset Name" {...form.field('name')} autoComplete="off" required />
      <FormActions
        onCancel={onClose}
        submitLabel="Rename"
        busy={form.processing}
        busyText="Saving..."
      />
    </form>
  );
}
