import { Head } from '@inertiajs/react';
import { route } from 'ziggy-js';
import { billingQuery } from '@shared/billing/query';
import type { BillingFilters as Filters, InvoicesTable } from '@shared/billing/types';
import { messages } from '@shared/messages';
import type { PageProps } from '@shared/pages';
import { BillingFilters } from '@/components/billing/billing-filters';
import { NotOffered, Unreachable } from '@/components/billing/extension-state';
import { InvoiceCard } from '@/components/billing/invoice-card';
import { INVOICE_COLUMNS } from '@/components/billing/invoice-columns';
import { SummaryCards } from '@/components/billing/summary-cards';
import { DownloadIcon, InboxIcon, SearchXIcon } from '@/components/icons';
import { useReloading } from '@/components/shipments/use-table-busy';
import { buttonClass, EmptyState, PageHeader, Pagination, Table } from '@/components/ui';
import { ResponsiveList } from '@/components/ui/infinite-list';
import { visitList } from '@/lib/table-visit';

const TABLE_PROP = 'table';

const viewUrl = (filters: Filters) => route('billing-and-payments', billingQuery(filters));

/** Billing & Payments (spec §2.11): summary cards, search, date range, invoices, Export. */
export default function Billing({ table }: PageProps['billing/billing-and-payments']) {
  const exportHref =
    table.state === 'ok'
      ? route('billing-and-payments.export', billingQuery({ ...table.value.filters, page: 1 }))
      : null;
  return (
    <>
      <Head title="Billing & Payments" />
      <PageHeader
        title="Billing & Payments"
        actions={
          exportHref && (
            <a href={exportHref} download className={buttonClass('secondary')}>
              <DownloadIcon className="size-4" />
              Export
            </a>
          )
        }
      />
      {table.state === 'ok' ? (
        <Invoices table={table.value} />
      ) : table.state === 'not-offered' ? (
        <NotOffered message={messages.billing.notOffered} />
      ) : (
        <Unreachable message={messages.billing.unavailable} only={[TABLE_PROP]} />
      )}
    </>
  );
}

function Invoices({ table }: { table: InvoicesTable }) {
  const busy = useReloading(TABLE_PROP);
  const { filters } = table;
  const visit = (next: Filters) => visitList(viewUrl(next), TABLE_PROP);
  const filtered = Boolean(filters.search || filters.from || filters.to);
  const empty = (
    <EmptyState
      icon={filtered ? SearchXIcon : InboxIcon}
      title={
        filters.page > table.lastPage
          ? messages.billing.emptyPage
          : filtered
            ? messages.billing.noMatches
            : messages.billing.noInvoices
      }
      className="rounded-card border border-dashed border-gray-300 bg-white"
    />
  );
  return (
    <>
      {table.summary && <SummaryCards summary={table.summary} />}
      <BillingFilters filters={filters} onChange={visit} />
      <ResponsiveList
        busy={busy}
        empty={empty}
        table={
          <Table
            caption="Invoices"
            columns={INVOICE_COLUMNS}
            rows={table.rows}
            rowKey={(row) => row.invoiceId}
            mobile="scroll"
          />
        }
        pager={
          <Pagination
            className="mt-4"
            label="Invoice pages"
            current={Math.min(filters.page, table.lastPage)}
            last={table.lastPage}
            only={[TABLE_PROP]}
            reset={[TABLE_PROP]}
            href={(page) => viewUrl({ ...filters, page })}
          />
        }
        data={TABLE_PROP}
        items={table.rows}
        itemKey={(row) => row.invoiceId}
        label="Invoices"
        noun="invoices"
        total={table.total}
      >
        {(row) => <InvoiceCard invoice={row} />}
      </ResponsiveList>
    </>
  );
}
