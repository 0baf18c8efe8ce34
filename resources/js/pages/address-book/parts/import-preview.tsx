import { router } from '@inertiajs/react';
import { useState } from 'react';
import { route } from '@/lib/route';
import type { I18n } from '@lingui/core';
import type { ImportPreview as Preview, ImportRowView } from '@shared/address/import';
import { say } from '@shared/i18n/wording';
import { Badge, Button, Card, Table, type Column } from '@/components/ui';
import { useWords } from '@/lib/i18n';

/** The preview's columns, in the reader's language. */
function columnsOf(i18n: I18n): readonly Column<ImportRowView>[] {
  return [
    { key: 'row', header: i18n._('Row'), cell: (r) => r.row },
    { key: 'address', header: i18n._('Address'), cell: (r) => r.summary || '—' },
    {
      key: 'status',
      header: i18n._('Status'),
      cell: (r) =>
        r.errors.length ? (
          <ul className="space-y-1 text-red-800">
            {r.errors.map((e) => (
              <li key={e}>
                {i18n._('row {row}: {problem}', { row: r.row, problem: say(i18n, e) })}
              </li>
            ))}
          </ul>
        ) : (
          <Badge tone="success">{i18n._('Ready')}</Badge>
        ),
    },
  ];
}

/** Step 2: every row ready or with its problems; nothing is created before the user confirms. */
export function ImportPreview({ preview }: { preview: Preview }) {
  const i18n = useWords();
  const columns = columnsOf(i18n);
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
            {i18n._('Choose another file')}
          </Button>
          <Button
            disabled={!ready}
            busy={busy}
            busyText={i18n._('Adding...')}
            onClick={() => visit('post', route('import-addresses.store'))}
          >
            {i18n._('{count, plural, one {Add {count} address} other {Add {count} addresses}}', {
              count: ready,
            })}
          </Button>
        </>
      }
    >
      <p className="mb-4 text-sm text-gray-700">
        {i18n._(
          '{ready} of {total} rows are ready. Rows with problems will be left out; fix them in the file and import it again.',
          { ready, total: rows.length },
        )}
      </p>
      <Table
        caption={i18n._('Rows of the file')}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.row}
      />
    </Card>
  );
}
