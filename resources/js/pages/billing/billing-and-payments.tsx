import { Head } from '@inertiajs/react';
import { route } from '@/lib/route';
import { billingWords } from '@shared/billing/adjustment';
import { billingQuery } from '@shared/billing/query';
import type { BillingFilters as Filters, InvoicesTable } from '@shared/billing/types';
import { say } from '@shared/i18n/wording';
import { messages } from '@shared/messages';
import type { PageProps } from '@shared/pages';
import { BillingFilters } from '@/components/billing/billing-filters';
import { NotOffered, Unreachable } from '@/components/extension-state';
import { InvoiceCard } from '@/components/billing/invoice-card';
import { invoiceColumns } from '@/components/billing/invoice-columns';
import { SummaryCards } from '@/components/billing/summary-cards';
import { DownloadIcon, InboxIcon } from '@/components/icons';
import { buttonClass, PageHeader } from '@/components/ui';
import { FilterableList } from '@/components/ui/filterable-list';
import { useWords } from '@/lib/i18n';
import { INVOICES } from '@/lib/nouns';

const TABLE_PROP = 'table';

const viewUrl = (filters: Filters) => route('billing-and-payments', billingQuery(filters));

/** Billing & Payments (spec §2.11): summary cards, search, date range, invoices, Export. */
export default function Billing({ table }: PageProps['billing/billing-and-payments']) {
  const i18n = useWords();
  const exportHref =
    table.state === 'ok'
      ? route('billing-and-payments.export', billingQuery({ ...table.value.filters, page: 1 }))
      : null;
  return (
    <>
      <Head title={i18n._('Billing & Payments')} />
      <PageHeader
        title={i18n._('Billing & Payments')}
        actions={
          exportHref && (
            <a href={exportHref} download className={buttonClass('secondary')}>
              <DownloadIcon className="size-4" />
              {i18n._('Export')}
            </a>
          )
        }
      />
      {table.state === 'ok' ? (
        <Invoices table={table.value} />
      ) : table.state === 'not-offered' ? (
        <NotOffered message={say(i18n, messages.billing.notOffered)} />
      ) : (
        <Unreachable message={say(i18n, messages.billing.unavailable)} only={[TABLE_PROP]} />
      )}
    </>
  );
}

function Invoices({ table }: { table: InvoicesTable }) {
  const i18n = useWords();
  const { filters } = table;
  // The provider tells quotes and adjustments (an extension) when it totals them.
  const withQuotes = Boolean(table.summary?.adjustmentsTotal);
  return (
    <>
      {table.summary && <SummaryCards summary={table.summary} />}
      <FilterableList
        prop={TABLE_PROP}
        list={table}
        viewUrl={viewUrl}
        rowKey={(row) => row.invoiceId}
        caption={i18n._('Invoices')}
        pagerLabel={i18n._('Invoice pages')}
        noun={INVOICES}
        columns={invoiceColumns(withQuotes)}
        card={(row) => <InvoiceCard invoice={row} withQuotes={withQuotes} />}
        toolbar={(visit) => (
          <BillingFilters filters={filters} onChange={visit} offerAdjusted={withQuotes} />
        )}
        empty={{
          icon: InboxIcon,
          filtered: Boolean(filters.search || filters.from || filters.to || filters.adjusted),
          texts: {
            none: say(i18n, messages.billing.noInvoices),
            noMatches: say(
              i18n,
              filters.adjusted && !filters.search
                ? billingWords.noAdjusted
                : messages.billing.noMatches,
            ),
            emptyPage: say(i18n, messages.billing.emptyPage),
          },
        }}
      />
    </>
  );
}
