import { Head, usePage } from '@inertiajs/react';
import { useMemo, useState } from 'react';
import { route } from '@/lib/route';
import type { PageProps } from '@shared/pages';
import { filtersQuery, parseSelected, QUERY } from '@shared/shipments/query';
import type { ShipmentsTable as TableData } from '@shared/shipments/types';
import { DownloadIcon, PlusIcon, PrintIcon } from '@/components/icons';
import { LabelsDialog } from '@/components/shipments/labels-dialog';
import { ShipmentsTable } from '@/components/shipments/shipments-table';
import { Button, ButtonLink, buttonClass, PageHeader } from '@/components/ui';
import { SelectionBar } from '@/components/ui/selection-bar';
import { useSelection } from '@/components/ui/use-selection';
import { useWords } from '@/lib/i18n';
import { SHIPMENTS } from '@/lib/nouns';
import { useCan } from '@/hooks/use-role';

const NO_ROWS: TableData['rows'] = [];
/** A package that cannot have a label: cancelled, or not given an AWB yet. */
const unlabelled = (pkg: TableData['rows'][number]['packages'][number]) =>
  !pkg.awb || /cancel/i.test(pkg.statusSlug ?? pkg.status);

/**
 * My Shipments (spec §2.9): the table, Create Shipment, an export of the current view, and
 * batch labels (docs/architecture.md): rows chosen on the page, or every row of the view,
 * into one file of labels. A failed download's error page leads back here with `selected`
 * in the address: those rows open chosen.
 */
export default function Shipments({ table }: PageProps['shipments/shipments']) {
  const i18n = useWords();
  const list = table.ok ? table.value : undefined;
  const rows = list?.rows ?? NO_ROWS;
  const defaultFilter = list?.statusOptions[0]?.value ?? '';
  const view = list ? filtersQuery({ ...list.filters, page: 1, perPage: null }, defaultFilter) : {};
  const here = list ? filtersQuery(list.filters, defaultFilter) : {};
  const ids = useMemo(() => rows.map((row) => row.id), [rows]);
  const { url } = usePage();
  const selection = useSelection(ids, JSON.stringify(view), openedWith(url));
  const [dialog, setDialog] = useState(false);
  const can = useCan();
  const chosenRows = rows.filter((row) => selection.selected.has(row.id));
  const chosenPackages = chosenRows.flatMap((row) => row.packages);
  const count = selection.allMatching ? (list?.total ?? 0) : chosenRows.length;
  return (
    <>
      <Head title={i18n._('My Shipments')} />
      <PageHeader
        title={i18n._('My Shipments')}
        actions={
          <>
            <a href={route('shipments.export', view)} download className={buttonClass('secondary')}>
              <DownloadIcon className="size-4" />
              {i18n._('Export CSV')}
            </a>
            {can('ship') && (
              <>
                <ButtonLink href={route('import-shipments')} variant="secondary">
                  {i18n._('Import shipments')}
                </ButtonLink>
                <ButtonLink href={route('create-shipment')} icon={<PlusIcon className="size-4" />}>
                  {i18n._('Create Shipment')}
                </ButtonLink>
              </>
            )}
          </>
        }
      />
      <ShipmentsTable
        data={table}
        routeName="shipments"
        caption={i18n._('My shipments')}
        cards
        selection={selection}
        selectionBar={
          list && (
            <SelectionBar
              selection={selection}
              shown={rows.length}
              total={list.total}
              noun={SHIPMENTS}
              actions={
                <Button
                  size="sm"
                  icon={<PrintIcon className="size-4" />}
                  disabled={count === 0}
                  onClick={() => setDialog(true)}
                >
                  {i18n._('Download labels')}
                </Button>
              }
            />
          )
        }
      />
      {count > 0 && (
        <LabelsDialog
          open={dialog}
          onClose={() => setDialog(false)}
          choice={
            selection.allMatching ? { view } : { ids: chosenRows.map((row) => row.id), view: here }
          }
          shipments={count}
          packages={selection.allMatching ? undefined : chosenPackages.length}
          unlabelled={
            selection.allMatching ? [] : chosenPackages.filter(unlabelled).map((p) => p.awb || '—')
          }
          international={
            selection.allMatching ? undefined : chosenRows.filter((row) => row.international).length
          }
        />
      )}
    </>
  );
}

/** The rows the address asks to open chosen (the way back from a failed labels download). */
function openedWith(url: string) {
  const query = new URLSearchParams(url.split('?')[1] ?? '');
  const { ids, all } = parseSelected(query.get(QUERY.selected));
  return ids.length || all ? { keys: ids, all } : undefined;
}
