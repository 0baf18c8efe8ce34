import { route } from 'ziggy-js';
import { importUploadForm } from '@shared/forms/shipment-import';
import { messages } from '@shared/messages';
import { columnsFor, ITEM_FIELDS } from '@shared/shipment-import/columns';
import { IMPORT_MAX_BYTES } from '@shared/shipment-import/types';
import { DownloadIcon } from '@/components/icons';
import { Button, buttonClass, Card, FileInput } from '@/components/ui';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { GROUP_TITLES, grouped } from './import-groups';

/** The guide's groups; the items, repeated per item, are said once below them. */
const GROUPS = grouped(columnsFor([])).filter(([group]) => group !== 'items');
const ITEM_NAMES = ITEM_FIELDS.map(([, name]) => name).join(', ');

/** Step 1: the template, what each column takes, and the file. */
export function ImportUpload() {
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
      <Card title="Your file">
        <form
          onSubmit={form.onSubmit('post', route('import-shipments.upload'))}
          noValidate
          className="space-y-5"
        >
          <FileInput
            label="Shipments file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            hint={messages.shipmentImport.help}
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
                Template (XLSX)
              </a>
              <a
                href={route('import-shipments.template', { format: 'csv' })}
                download
                className={buttonClass('secondary')}
              >
                <DownloadIcon className="size-4" />
                Template (CSV)
              </a>
            </div>
            <Button type="submit" busy={form.processing} busyText="Reading...">
              Upload file
            </Button>
          </div>
        </form>
      </Card>
      <Card title="What goes in each column">
        <p className="text-sm text-gray-700">
          One row is one shipment with one package. Addresses are found by their label: the shipper
          among your addresses, the delivery address among your consignees&apos;. A delivery label
          you have not used yet is created from the Delivery columns, and a consignee you have not
          shipped to yet is added.
        </p>
        <div className="mt-5 space-y-6">
          {GROUPS.map(([group, columns]) => (
            <section key={group} aria-labelledby={`guide-${group}`}>
              <h3
                id={`guide-${group}`}
                className="border-b border-gray-200 pb-2 text-sm font-semibold text-gray-900"
              >
                {GROUP_TITLES[group]}
              </h3>
              <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
                {columns.map((c) => (
                  <div key={c.key}>
                    <dt className="font-medium text-gray-900">
                      {c.header}
                      {c.required && <span className="text-red-700"> (required)</span>}
                    </dt>
                    {c.hint && <dd className="text-gray-600">{c.hint}</dd>}
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
              {GROUP_TITLES.items}
            </h3>
            <p className="mt-3 text-sm text-gray-700">
              International rows need the dimensions, the custom payment type and at least one item.
              Each item has these columns, numbered from 1 (Item 1 SKU Code, Item 2 SKU Code and so
              on; add Item 3, Item 4 … for more items):
            </p>
            <p className="mt-2 text-sm text-gray-900">{ITEM_NAMES}.</p>
          </section>
        </div>
      </Card>
    </div>
  );
}
