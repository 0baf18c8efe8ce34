import { route } from 'ziggy-js';
import { importUploadForm } from '@shared/forms/shipment-import';
import { messages } from '@shared/messages';
import { columnsFor } from '@shared/shipment-import/columns';
import { IMPORT_MAX_BYTES } from '@shared/shipment-import/types';
import { DownloadIcon } from '@/components/icons';
import { Button, buttonClass, Card, FileInput } from '@/components/ui';
import { useSchemaForm } from '@/hooks/use-schema-form';

const COLUMNS = columnsFor([]);

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
      <Card title={messages.shipmentImport.title}>
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
            <div className="flex flex-wrap gap-2">
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
        <p className="mb-3 text-sm text-gray-700">
          One row is one shipment with one package. Addresses are found by their label: the shipper
          among your addresses, the delivery address among your consignees&apos;. A delivery label
          you have not used yet is created from the Delivery columns, and a consignee you have not
          shipped to yet is added. International rows need the dimensions, the custom payment type
          and at least one item (Item 1 …); add Item 3, Item 4 … columns for more items.
        </p>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {COLUMNS.filter((c) => !c.key.startsWith('item2')).map((c) => (
            <div key={c.key}>
              <dt className="font-medium text-gray-900">
                {c.header}
                {c.required && <span className="text-red-700"> (required)</span>}
              </dt>
              {c.hint && <dd className="text-gray-600">{c.hint}</dd>}
            </div>
          ))}
        </dl>
      </Card>
    </div>
  );
}
