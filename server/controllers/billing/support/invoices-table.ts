import type { Request } from 'express';
import { parseBillingFilters } from '../../../../shared/billing/query';
import type { InvoicesTable } from '../../../../shared/billing/types';
import { listInvoices } from '../../../api/invoices';
import { deps } from '../../../deps';
import type { AccountContext } from '../../support/account-context';

/** The invoices of the query string's view, with the account's summary. */
export async function invoicesTable(req: Request, account: AccountContext): Promise<InvoicesTable> {
  const filters = parseBillingFilters(req.query);
  const page = await listInvoices(deps(req).upstream, account.token, account.client, filters);
  return { filters, ...page };
}
