import { Head } from '@inertiajs/react';
import { route } from 'ziggy-js';
import type { PageProps } from '@shared/pages';
import { filtersQuery } from '@shared/shipments/query';
import { DownloadIcon, PlusIcon } from '@/components/icons';
import { ShipmentsTable } from '@/components/shipments/shipments-table';
import { ButtonLink, buttonClass, PageHeader } from '@/components/ui';

/** My Shipments (spec §2.9): the table, Create Shipment, and an export of the current view. */
export default function Shipments({ table }: PageProps['shipments/shipments']) {
  const exportQuery = table.ok
    ? filtersQuery(
        { ...table.value.filters, page: 1, perPage: null },
        table.value.statusOptions[0]?.value ?? '',
      )
    : {};
  return (
    <>
      <Head title="My Shipments" />
      <PageHeader
        title="My Shipments"
        actions={
          <>
            <a
              href={route('shipments.export', exportQuery)}
              download
              className={buttonClass('secondary')}
            >
              <DownloadIcon className="size-4" />
              Export CSV
            </a>
            <ButtonLink href={route('create-shipment')} icon={<PlusIcon className="size-4" />}>
              Create Shipment
            </ButtonLink>
          </>
        }
      />
      <ShipmentsTable data={table} routeName="shipments" caption="My shipments" cards />
    </>
  );
}
