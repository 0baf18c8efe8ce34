import { sendCsv } from '../../http/csv';
import type { Handler } from '../../routing/handler';
import { addressCards } from './cards';
import { accountContext } from './context';
import { CSV_HEADER, csvRow } from './csv-columns';

/** Export CSV: the whole address book of the account, names resolved, one row each. */
export const exportCsv: Handler = async (req, res) => {
  const ctx = accountContext(req);
  const cards = await addressCards(ctx);
  const date = new Date().toISOString().slice(0, 10);
  const account = ctx.account?.account_number ?? String(ctx.client);
  sendCsv(res, `address-book-${account}-${date}.csv`, CSV_HEADER, cards.map(csvRow));
};
