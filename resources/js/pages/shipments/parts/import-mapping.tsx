import { router } from '@inertiajs/react';
import { route } from '@/lib/route';
import { importMappingForm } from '@shared/forms/shipment-import';
import { say } from '@shared/i18n/wording';
import { messages } from '@shared/messages';
import type { ImportScreen } from '@shared/shipment-import/types';
import { Button, Card, Select } from '@/components/ui';
import { FormError } from '@/components/ui/form-error';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { counted } from '@/lib/numbers';
import { useWords } from '@/lib/i18n';
import { FileName, GROUP_TITLES, grouped } from './import-groups';

type Mapping = Extract<ImportScreen, { stage: 'mapping' }>;

const MAX_SAMPLE = 24;
const shortSample = (text: string) =>
  text.length > MAX_SAMPLE ? `${text.slice(0, MAX_SAMPLE - 1)}…` : text;

/** Step 2: each column of the template read from one of the file's columns. */
export function ImportMapping({ screen }: { screen: Mapping }) {
  const i18n = useWords();
  const initial = Object.fromEntries(screen.columns.map((c) => [c.key, c.mapped]));
  const form = useSchemaForm(importMappingForm, { mapping: initial }, { errorBag: 'mapping' });
  const options = screen.headers.map((header) => ({
    value: header,
    label: screen.sample[header]
      ? i18n._('{header} (e.g. {sample})', { header, sample: shortSample(screen.sample[header]) })
      : header,
  }));
  const rows = counted(i18n, screen.rowCount);
  // Said as the user chooses, before the check: how much is read, and what is still missing.
  const chosen = screen.columns.filter((c) => form.data.mapping[c.key]).length;
  const missing = screen.columns
    .filter((c) => c.required && !form.data.mapping[c.key])
    .map((c) => c.header);

  return (
    <Card
      title={<FileName>{screen.fileName}</FileName>}
      actions={
        <Button
          variant="secondary"
          onClick={() => router.delete(route('import-shipments.destroy'))}
        >
          {i18n._('Choose another file')}
        </Button>
      }
    >
      <form onSubmit={form.onSubmit('post', route('import-shipments.check'))} noValidate>
        <p className="text-sm text-gray-700">
          {`${i18n._('{count, plural, one {{rows} row.} other {{rows} rows.}}', { count: screen.rowCount, rows })} `}
          {screen.savedMapping
            ? i18n._(
                'The columns were matched as you matched them last time; check them and adjust the rest.',
              )
            : i18n._('The columns were matched by name; check them and choose the rest.')}
        </p>
        <p className="mt-2 text-sm text-gray-700" aria-live="polite">
          {`${i18n._('{chosen} of {total} columns are read from your file.', {
            chosen: counted(i18n, chosen),
            total: counted(i18n, screen.columns.length),
          })} `}
          {missing.length ? (
            <span className="font-medium text-red-800">
              {i18n._('Still to choose: {columns}.', { columns: missing.join(', ') })}
            </span>
          ) : (
            i18n._('Every required column is chosen.')
          )}
        </p>
        {screen.mappingNotKept && (
          <p className="mt-2 text-sm text-gray-700">
            {say(i18n, messages.shipmentImport.mappingNotKept)}
          </p>
        )}
        {form.errors.form && (
          <div className="mt-4">
            <FormError error={form.errors.form} />
          </div>
        )}
        <div className="mt-6 space-y-6 sm:space-y-8">
          {grouped(screen.columns).map(([group, columns]) => (
            <fieldset key={group}>
              <legend className="w-full border-b border-gray-200 pb-2 text-sm font-semibold text-gray-900">
                {i18n._(GROUP_TITLES[group])}
              </legend>
              <div className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2 sm:gap-y-4">
                {columns.map((c) => (
                  <Select
                    key={c.key}
                    label={c.header}
                    required={c.required}
                    value={form.data.mapping[c.key] ?? ''}
                    onChange={(value) => form.set(`mapping.${c.key}`, value)}
                    options={options}
                    placeholder={
                      c.required ? i18n._('Choose a column') : i18n._('Not in this file')
                    }
                    error={form.errors[`mapping.${c.key}`]}
                  />
                ))}
              </div>
            </fieldset>
          ))}
        </div>
        <div className="mt-6 flex flex-col sm:flex-row sm:justify-end">
          <Button type="submit" busy={form.processing} busyText={i18n._('Checking...')}>
            {i18n._('Check rows')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
