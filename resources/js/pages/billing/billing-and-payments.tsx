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
import { DownloadIcon, InboxIcon } from '@/components/icons';
import { buttonClass, PageHeader } from '@/components/ui';
import { FilterableList } from '@/components/ui/filterable-list';

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
  const { filters } = table;
  return (
    <>
      {table.summary && <SummaryCards summary={table.summary} />}
      <FilterableList
        prop={TABLE_PROP}
        list={table}
        viewUrl={viewUrl}
        rowKey={(row) => row.invoiceId}
        caption="Invoices"
        pagerLabel="Invoice pages"
        noun="invoices"
        columns={INVOICE_COLUMNS}
        card={(row) => <InvoiceCard invoice={row} />}
        toolbar={(visit) => <BillingFilters filters={filters} onChange={visit} />}
        empty={{
          icon: InboxIcon,
          filtered: Boolean(filters.search || filters.from || filters.to),
          texts: {
            none: messages.billing.noInvoices,
            noMatches: messages.billing.noMatches,
            emptyPage: messages.billing.emptyPage,
          },
        }}
      />
    </>
  );
}
