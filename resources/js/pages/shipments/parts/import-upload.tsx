import { route } from '@/lib/route';
import { importUploadForm } from '@shared/forms/shipment-import';
import { say } from '@shared/i18n/wording';
import { messages } from '@shared/messages';
import { columnsFor, ITEM_FIELDS } from '@shared/shipment-import/columns';
import { IMPORT_MAX_BYTES } from '@shared/shipment-import/types';
import { DownloadIcon } from '@/components/icons';
import { Button, buttonClass, Card, FileInput } from '@/components/ui';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useWords } from '@/lib/i18n';
import { GROUP_TITLES, grouped } from './import-groups';

/** The guide's groups; the items, repeated per item, are said once below them. */
const GROUPS = grouped(columnsFor([])).filter(([group]) => group !== 'items');
const ITEM_NAMES = ITEM_FIELDS.map(([, name]) => name).join(', ');

/**
 * The hints `shared/shipment-import/columns.ts` gives the columns, held by the catalogs; a
 * hint not among them is shown as written. The headers are the template's own: not translated.
 */
const HINTS: ReadonlySet<string> = new Set([
  /*i18n*/ 'The label of one of your addresses',
  /*i18n*/ 'With the country code: +961 3 123 456',
  /*i18n*/ 'The label of a consignee address; a new label is created from the columns below',
  /*i18n*/ 'A country name or its ISO code',
  /*i18n*/ 'Residential, Business or Warehouse',
  /*i18n*/ 'A product code or name your account may use',
  /*i18n*/ 'Codes separated by |, e.g. COD|SIGNATURE',
  /*i18n*/ 'Yes or No',
  /*i18n*/ 'International only: DDU or DDP',
  /*i18n*/ 'kg or lb',
  /*i18n*/ 'A currency code: USD',
  /*i18n*/ 'Only with the COD service',
  /*i18n*/ 'International only: cm or in',
]);

/** Step 1: the template, what each column takes, and the file. */
export function ImportUpload() {
  const i18n = useWords();
  const form = useSchemaForm(
    importUploadForm,
    { file: null as File | null },
    { errorBag: 'import' },
  );

  const choose = (file: File | null) => {
    form.set('file', file);
    if (file && file.size > IMPORT_MAX_BYTES) {
      form.setErrors({ file: messages.shipmentImport.tooLarge });
    }
  };

  return (
    <div className="space-y-6">
      <Card title={i18n._('Your file')}>
        <form
          onSubmit={form.onSubmit('post', route('import-shipments.upload'))}
          noValidate
          className="space-y-5"
        >
          <FileInput
            label={i18n._('Shipments file')}
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            hint={say(i18n, messages.shipmentImport.help)}
            onChange={choose}
            error={form.errors.file}
            required
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
            <div className="grid gap-2 sm:flex sm:flex-wrap">
              <a
                href={route('import-shipments.template', { format: 'xlsx' })}
                download
                className={buttonClass('secondary')}
              >
                <DownloadIcon className="size-4" />
                {i18n._('Template (XLSX)')}
              </a>
              <a
                href={route('import-shipments.template', { format: 'csv' })}
                download
                className={buttonClass('secondary')}
              >
                <DownloadIcon className="size-4" />
                {i18n._('Template (CSV)')}
              </a>
            </div>
            <Button type="submit" busy={form.processing} busyText={i18n._('Reading...')}>
              {i18n._('Upload file')}
            </Button>
          </div>
        </form>
      </Card>
      <Card title={i18n._('What goes in each column')}>
        <p className="text-sm text-gray-700">
          {i18n._(
            "One row is one shipment with one package. Addresses are found by their label: the shipper among your addresses, the delivery address among your consignees'. A delivery label you have not used yet is created from the Delivery columns, and a consignee you have not shipped to yet is added.",
          )}
        </p>
        <div className="mt-5 space-y-6">
          {GROUPS.map(([group, columns]) => (
            <section key={group} aria-labelledby={`guide-${group}`}>
              <h3
                id={`guide-${group}`}
                className="border-b border-gray-200 pb-2 text-sm font-semibold text-gray-900"
              >
                {i18n._(GROUP_TITLES[group])}
              </h3>
              <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
                {columns.map((c) => (
                  <div key={c.key}>
                    <dt className="font-medium text-gray-900">
                      {c.header}
                      {c.required && <span className="text-red-700"> {i18n._('(required)')}</span>}
                    </dt>
                    {c.hint && (
                      <dd className="text-gray-600">
                        {HINTS.has(c.hint) ? i18n._(c.hint) : c.hint}
                      </dd>
                    )}
                  </div>
                ))}
              </dl>
            </section>
          ))}
          <section aria-labelledby="guide-items">
            <h3
              id="guide-items"
              className="border-b border-gray-200 pb-2 text-sm font-semibold text-gray-900"
            >
              {i18n._(GROUP_TITLES.items)}
            </h3>
            <p className="mt-3 text-sm text-gray-700">
              {i18n._(
                'International rows need the dimensions, the custom payment type and at least one item. Each item has these columns, numbered from 1 (Item 1 SKU Code, Item 2 SKU Code and so on; add Item 3, Item 4 … for more items):',
              )}
            </p>
            <p className="mt-2 text-sm text-gray-900">{ITEM_NAMES}.</p>
          </section>
        </div>
      </Card>
    </div>
  );
}
