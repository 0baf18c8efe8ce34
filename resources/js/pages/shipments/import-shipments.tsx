import { Head } from '@inertiajs/react';
import { route } from '@/lib/route';
import type { PageProps } from '@shared/pages';
import { PageHeader } from '@/components/ui';
import { useWords } from '@/lib/i18n';
import { ImportMapping } from './parts/import-mapping';
import { ImportPreview } from './parts/import-preview';
import { ImportProgress } from './parts/import-progress';
import { ImportResult } from './parts/import-result';
import { ImportUpload } from './parts/import-upload';

/**
 * Import Shipments: a file of shipments, its columns matched, every row checked with the
 * wizard's rules, the ready ones booked in the background, and each row's outcome. The
 * server says which stage the account's import is at; each stage is one part.
 */
export default function ImportShipments({ screen }: PageProps['shipments/import-shipments']) {
  const i18n = useWords();
  return (
    <div className="max-w-5xl">
      <Head title={i18n._('Import Shipments')} />
      <PageHeader
        title={i18n._('Import Shipments')}
        backHref={route('shipments')}
        backLabel={i18n._('My Shipments')}
      />
      {screen.stage === 'upload' && <ImportUpload />}
      {screen.stage === 'mapping' && <ImportMapping screen={screen} />}
      {screen.stage === 'preview' && <ImportPreview screen={screen} />}
      {screen.stage === 'running' && <ImportProgress screen={screen} />}
      {screen.stage === 'result' && <ImportResult screen={screen} />}
    </div>
  );
}
