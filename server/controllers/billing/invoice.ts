import { messages } from '../../../shared/messages';
import { invoiceFile } from '../../api/invoices';
import { deps } from '../../deps';
import { streamPdf } from '../../http/pdf-stream';
import type { Handler } from '../../routing/handler';
import { requireAccount } from '../shipments/account';

/** An invoice's PDF, asked for under the selected account only. */
export const invoice: Handler = (req, res) => {
  const account = requireAccount(req);
  const id = String(req.params.invoice);
  return streamPdf(req, res, {
    open: async () => ({
      file: await invoiceFile(deps(req).upstream, account.token, account.client, id),
      filename: `${id}.pdf`,
    }),
    unavailable: messages.billing.pdfUnavailable,
  });
};
