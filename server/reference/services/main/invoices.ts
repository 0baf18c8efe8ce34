import type { Router } from 'express';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { forbidden, notFound } from '../../http/errors';
import { pageQuery } from '../../http/fields';
import { parse } from '../../http/validate';
import { documentLanguage, wordOf } from '../../document-words';
import { renderInvoicePdf } from '../../invoice-pdf';
import { addressById } from '../../store/addresses';
import { invoiceByNumber, invoiceStatus, invoiceSummary, listInvoices } from '../../store/invoices';
import { shipmentById } from '../../store/shipments';
import { recordActivity } from '../../store/team';
import { requireClient, requireUser } from '../access';
import { billedLines } from '../quoted-billing';
import type { ServiceContext } from '../context';
import { optionalRange } from './date-range';
import { partyLines } from './party-lines';

/** Extension: `adjusted=1` keeps the invoices of shipments billed again after weighing. */
const adjustedQuery = z.object({
  adjusted: z
    .enum(['0', '1', 'true', 'false'], { error: 'Adjusted must be 1 or 0' })
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});

const listQuery = pageQuery.and(optionalRange).and(adjustedQuery);

export function invoiceRoutes(router: Router, ctx: ServiceContext): void {
  /** Extension: a client's invoices, with the account's summary beside the page. */
  router.get('/user/clients/:client/invoices', (req, res) => {
    const user = requireUser(ctx, req);
    const client = requireClient(ctx, user, req.params.client, 'bill');
    const query = parse(listQuery, req.query);
    const now = ctx.now();
    const page = listInvoices(
      ctx.db,
      client.id,
      {
        page: query.page,
        perPage: query.per_page,
        status: '',
        search: query.search,
        from: query.from,
        to: query.to,
        adjusted: query.adjusted,
      },
      now,
    );
    const period = { from: query.from, to: query.to };
    ok(res, { ...page, summary: invoiceSummary(ctx.db, client.id, now, period) });
  });

  /**
   * Extension: one invoice as a PDF, for the account it was issued to only; its own words in
   * French or Arabic when Accept-Language asks for them (extension), English otherwise.
   */
  router.get('/user/clients/:client/invoices/:file', async (req, res) => {
    const user = requireUser(ctx, req);
    const client = requireClient(ctx, user, req.params.client, 'bill');
    const number = /^([A-Za-z0-9_-]{1,64})\.pdf$/i.exec(req.params.file as string)?.[1];
    const invoice = number ? invoiceByNumber(ctx.db, number) : undefined;
    if (!invoice) throw notFound('Invoice not found.');
    if (invoice.client_id !== client.id)
      throw forbidden('This invoice belongs to another account.');
    const shipment = invoice.shipment_id ? shipmentById(ctx.db, invoice.shipment_id) : undefined;
    const lines = shipment
      ? billedLines(ctx.db, shipment)
      : [
          {
            description: invoice.description,
            quantity: 1,
            unitPrice: invoice.amount,
            amount: invoice.amount,
          },
        ];
    const language = documentLanguage(req);
    const pdf = await renderInvoicePdf(
      {
        invoiceId: invoice.invoice_id,
        billingId: invoice.billing_id,
        issuedAt: invoice.issued_at,
        dueAt: invoice.due_at,
        status: invoiceStatus(invoice, ctx.now()),
        currency: invoice.currency,
        client: {
          name: client.name,
          lines: [
            wordOf(language, 'Account {number}', { number: client.account_number }),
            client.details,
          ].filter(Boolean),
        },
        shipTo: shipment ? partyLines(addressById(ctx.db, shipment.receiver_address_id)) : null,
        reference: shipment
          ? wordOf(language, 'Shipment {mawb}', { mawb: shipment.mawb })
          : invoice.description,
        lines,
        total: invoice.amount,
      },
      language,
    );
    // The account's activity record (docs/team.md): who took a copy of the invoice.
    recordActivity(ctx.db, {
      clientId: client.id,
      userId: user.id,
      kind: 'invoices_downloaded',
      subject: invoice.invoice_id,
      details: { invoice_id: invoice.invoice_id },
      at: ctx.now().toISOString(),
    });
    res
      .status(200)
      .type('application/pdf')
      .set('Content-Disposition', `inline; filename="${invoice.invoice_id}.pdf"`)
      .set('Content-Language', language)
      .set('Vary', 'Accept-Language')
      .set('Cache-Control', 'private, no-store')
      .send(pdf);
  });
}
