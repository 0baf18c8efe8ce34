import { Head } from '@inertiajs/react';
import { route } from '@/lib/route';
import type { PageProps } from '@shared/pages';
import { PageHeader } from '@/components/ui';
import { useWords } from '@/lib/i18n';
import { ImportPreview } from './parts/import-preview';
import { ImportResult } from './parts/import-result';
import { ImportUpload } from './parts/import-upload';

/** Import CSV (beyond the spec): upload, preview every row, confirm, summary. */
export default function ImportAddresses({
  preview,
  result,
}: PageProps['address-book/import-addresses']) {
  const i18n = useWords();
  return (
    <div className="max-w-5xl">
      <Head title={i18n._('Import Addresses')} />
      <PageHeader
        title={i18n._('Import Addresses')}
        backHref={route('address-book')}
        backLabel={i18n._('Back')}
      />
      {result ? (
        <ImportResult result={result} />
      ) : preview ? (
        <ImportPreview preview={preview} />
      ) : (
        <ImportUpload />
      )}
    </div>
  );
}
