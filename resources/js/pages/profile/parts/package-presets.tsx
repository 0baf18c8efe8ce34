import { router } from '@inertiajs/react';
import { Fragment, useState, type FormEvent, type ReactNode } from 'react';
import { route } from '@/lib/route';
import type { Offered } from '@shared/billing/types';
import { presetNameForm } from '@shared/forms/presets';
import { FORMAT_LOCALES, type Language, languageOf } from '@shared/i18n/languages';
import { say } from '@shared/i18n/wording';
import { messages } from '@shared/messages';
import type { PackagePresetView } from '@shared/shipment-wizard/presets';
import { Button, Card, FormActions } from '@/components/ui';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { TextInput } from '@/components/ui/text-input';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useWords } from '@/lib/i18n';
import { useCan } from '@/hooks/use-role';

/**
 * 'Package presets' on Shipping Preferences: the account's presets with
 * rename (a dialog) and delete (confirmed). Without the provider's extension it says so.
 */
export function PackagePresets({ presets }: { presets: Offered<PackagePresetView[]> }) {
  const i18n = useWords();
  const language = languageOf(i18n.locale);
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

  const can = useCan();
  return (
    <Card title={i18n._('Package presets')} className="mt-6">
      {presets.state !== 'ok' ? (
        <p className="text-sm text-gray-700">
          {say(
            i18n,
            presets.state === 'not-offered'
              ? messages.presets.notOffered
              : messages.presets.unavailable,
          )}
        </p>
      ) : presets.value.length === 0 ? (
        <p className="text-sm text-gray-700">{say(i18n, messages.presets.none)}</p>
      ) : (
        <ul className="divide-y divide-gray-100" aria-label={i18n._('Package presets')}>
          {presets.value.map((preset) => (
            <li
              key={preset.id}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-medium break-words text-gray-900">{preset.name}</p>
                <p className="text-sm text-gray-600">{summary(preset, language)}</p>
              </div>
              {/* Presets are the account's: changing them is a shipping role's (docs/team.md). */}
              {can('ship') && (
                <div className="flex shrink-0 gap-2">
                  <Button variant="secondary" size="sm" onClick={() => setRenaming(preset)}>
                    {i18n._('Rename')}
                    <span className="sr-only"> {preset.name}</span>
                  </Button>
                  <Button variant="secondary" size="sm" onClick={() => setDeleting(preset)}>
                    {i18n._('Delete')}
                    <span className="sr-only"> {preset.name}</span>
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={renaming !== null}
        onClose={() => setRenaming(null)}
        title={i18n._('Rename preset')}
      >
        {renaming && <RenameForm preset={renaming} onClose={() => setRenaming(null)} />}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={destroy}
        title={i18n._('Delete preset?')}
        message={
          deleting
            ? i18n._('‘{name}’ will no longer be offered in Create Shipment.', {
                name: deleting.name,
              })
            : ''
        }
        confirmText={i18n._('Delete')}
        busy={busy}
        busyText={i18n._('Deleting...')}
        danger
      />
    </Card>
  );
}

/** A size or weight as the preset keeps it, written in the page's language (Latin digits). */
function measure(text: string, language: Language): string {
  if (language === 'en' || !/^\d+(\.\d+)?$/.test(text)) return text;
  return new Intl.NumberFormat(FORMAT_LOCALES[language], { maximumFractionDigits: 3 }).format(
    Number(text),
  );
}

/**
 * One line of what the preset fills in: its weight and, when it has them, its sizes, each
 * read left to right in any language; the description as written.
 */
function summary(preset: PackagePresetView, language: Language): ReactNode {
  const at = (text: string) => measure(text, language);
  const weight = [at(preset.weight), preset.weightUnit].filter(Boolean).join(' ');
  const sizes = preset.length
    ? `${at(preset.length)} × ${at(preset.width)} × ${at(preset.height)} ${preset.dimensionsUnit}`.trim()
    : '';
  const parts = [
    weight && <bdi dir="ltr">{weight}</bdi>,
    sizes && <bdi dir="ltr">{sizes}</bdi>,
    preset.description && <bdi>{preset.description}</bdi>,
  ].filter(Boolean);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && ' · '}
      {part}
    </Fragment>
  ));
}

function RenameForm({ preset, onClose }: { preset: PackagePresetView; onClose: () => void }) {
  const i18n = useWords();
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
      <TextInput
        label={i18n._('Preset Name')}
        {...form.field('name')}
        autoComplete="off"
        required
      />
      <FormActions
        onCancel={onClose}
        submitLabel={i18n._('Rename')}
        busy={form.processing}
        busyText={i18n._('Saving...')}
      />
    </form>
  );
}
