import { render } from '../../http/render';
import type { Handler } from '../../routing/handler';
import { requireAccount } from '../shipments/account';
import { scrollList } from '../shipments/table';
import { offered } from './offered';
import { invoicesTable } from './table';

export { exportCsv } from './export';
export { invoice } from './invoice';

/**
 * Billing & Payments (spec §2.11, with the contract's invoice extension): the summary
 * cards and the invoices of the search, range and page in the query string. The table
 * reloads alone on every change; phones scroll through it as cards (spec §9).
 */
export const index: Handler = async (req, res) => {
  const account = requireAccount(req);
  await render(res, 'billing/billing-and-payments', {
    table: scrollList(() => offered(() => invoicesTable(req, account)), 'invoiceId'),
  });
};
