import type { FormEvent } from 'react';
import { route } from '@/lib/route';
import { IMPORT_MAX_BYTES } from '@shared/address/import';
import { csvUploadForm } from '@shared/forms/address';
import { say } from '@shared/i18n/wording';
import { messages } from '@shared/messages';
import { Button, Card, FileInput } from '@/components/ui';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useWords } from '@/lib/i18n';

/** Step 1 of the import: choose a CSV file; the server reads and checks every row. */
export function ImportUpload() {
  const i18n = useWords();
  const form = useSchemaForm(csvUploadForm, { fileName: '', content: '' }, { errorBag: 'import' });

  const choose = async (file: File | null) => {
    form.set('fileName', file?.name ?? '');
    form.set('content', '');
    if (!file) return;
    if (file.size > IMPORT_MAX_BYTES) {
      form.setErrors({ fileName: say(i18n, messages.address.fileTooLarge) });
      return;
    }
    form.set('content', await file.text());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.errors.fileName) return;
    form.submit('post', route('import-addresses.preview'));
  };

  return (
    <Card title={say(i18n, messages.address.importTitle)}>
      <form onSubmit={submit} noValidate className="space-y-5">
        <FileInput
          label={i18n._('CSV file')}
          accept=".csv,text/csv"
          hint={say(i18n, messages.address.importHelp)}
          onChange={(file) => void choose(file)}
          error={form.errors.fileName}
          required
        />
        <div className="flex justify-end">
          <Button type="submit" busy={form.processing} busyText={i18n._('Checking...')}>
            {i18n._('Check file')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
