import { router } from '@inertiajs/react';
import { useState } from 'react';
import { route } from 'ziggy-js';
import type { ImportPreview as Preview, ImportRowView } from '@shared/address/import';
import { Badge, Button, Card, Table, type Column } from '@/components/ui';

const COLUMNS: readonly Column<ImportRowView>[] = [
  { key: 'row', header: 'Row', cell: (r) => r.row },
  { key: 'address', header: 'Address', cell: (r) => r.summary || '—' },
  {
    key: 'status',
    header: 'Status',
    cell: (r) =>
      r.errors.length ? (
        <ul className="space-y-1 text-red-800">
          {r.errors.map((e) => (
            <li key={e}>
              row {r.row}: {e}
            </li>
          ))}
        </ul>
      ) : (
        <Badge tone="success">Ready</Badge>
      ),
  },
];

/** Step 2: every row ready or with its problems; nothing is created before the user confirms. */
export function ImportPreview({ preview }: { preview: Preview }) {
  const [busy, setBusy] = useState(false);
  const { rows, ready, fileName } = preview;
  const visit = (method: 'post' | 'delete', url: string) =>
    router.visit(url, { method, onStart: () => setBusy(true), onFinish: () => setBusy(false) });

  return (
    <Card
      title={fileName}
      actions={
        <>
          <Button
            variant="secondary"
            onClick={() => visit('delete', route('import-addresses.destroy'))}
          >
            Choose another file
          </Button>
          <Button
            disabled={!ready}
            busy={busy}
            busyText="Adding..."
            onClick={() => visit('post', route('import-addresses.store'))}
          >
            {`Add ${ready} ${ready === 1 ? 'address' : 'addresses'}`}
          </Button>
        </>
      }
    >
      <p className="mb-4 text-sm text-gray-700">
        {ready} of {rows.length} rows are ready. Rows with problems will be left out; fix them in
        the file and import it again.
      </p>
      <Table caption="Rows of the file" columns={COLUMNS} rows={rows} rowKey={(r) => r.row} />
    </Card>
  );
}
