import { createHash } from 'node:crypto';
import type { Request, Router } from 'express';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { ApiError, fieldError, forbidden, notFound } from '../../http/errors';
import { keepInvoiceDocument } from '../../store/customs';
import { shipmentById, type ShipmentRow } from '../../store/shipments';
import { requireClient, requireUser } from '../access';
import type { Permission } from '../roles';
import { commercialInvoice, isInternational } from '../commercial-invoice';
import type { ServiceContext } from '../context';

/** A document sent for customs is at most this large, decoded (Paperless Trade). */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

/** The JSON body of `POST …/documents` may carry that much in base64, and a little more. */
export const DOCUMENTS_BODY_LIMIT = '7mb';
export const DOCUMENTS_PATH = /^\/user\/clients\/[^/]+\/shipments\/[^/]+\/documents\/?$/;

/** Said with the 422 for a domestic shipment, to both calls. */
export const DOMESTIC_MESSAGE =
  'A commercial invoice is made only for an international shipment: this one stays in its country.';

const DOCUMENT_TYPES = ['commercial-invoice'] as const;

const documentBody = z.object({
  type: z.enum(DOCUMENT_TYPES, { error: 'The selected type is invalid' }),
  content: z
    .string({ error: 'Content is required' })
    .transform((text) => text.replace(/\s+/g, ''))
    .refine((text) => text !== '', 'Content is required')
    .refine(
      (text) => /^[A-Za-z0-9+/]*={0,2}$/.test(text) && text.length % 4 === 0,
      'Content must be the file in base64',
    ),
});

/**
 * The customs extension (docs/customs.md, tests/contract/customs.test.ts): an international
 * shipment's commercial invoice data, and the invoice the portal prints from it, sent back
 * for the provider to file with customs (Paperless Trade). 404 for no such shipment, 403
 * for another account's, as the shipment's detail; 422 with a message for a domestic one
 * (a 404 would read, to the portal, as a provider without the extension).
 */
export function customsRoutes(router: Router, ctx: ServiceContext): void {
  const requireShipment = (req: Request, need: Permission): ShipmentRow => {
    const user = requireUser(ctx, req);
    const client = requireClient(ctx, user, req.params.client, need);
    const id = Number(req.params.shipment);
    const shipment = Number.isInteger(id) ? shipmentById(ctx.db, id) : undefined;
    if (!shipment) throw notFound('Shipment not found.');
    if (shipment.client_id !== client.id)
      throw forbidden('This shipment belongs to another account.');
    if (!isInternational(shipment)) throw new ApiError(422, DOMESTIC_MESSAGE);
    return shipment;
  };

  router.get('/user/clients/:client/shipments/:shipment/commercial-invoice', (req, res) => {
    ok(res, commercialInvoice(ctx.db, requireShipment(req, 'view')));
  });

  // The body is JSON, `{type: 'commercial-invoice', content: <the PDF in base64>}`: what the
  // portal's upstream client sends (server/api/customs.ts). The app reads it up to
  // DOCUMENTS_BODY_LIMIT on this path alone (index.ts).
  router.post('/user/clients/:client/shipments/:shipment/documents', (req, res) => {
    const shipment = requireShipment(req, 'ship');
    const parsed = documentBody.safeParse(req.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw fieldError(
        String(issue?.path[0] ?? 'content'),
        issue?.message ?? 'Content is required',
      );
    }
    const pdf = Buffer.from(parsed.data.content, 'base64');
    if (pdf.length > MAX_DOCUMENT_BYTES) {
      throw new ApiError(413, 'The document may be at most 5 MB.');
    }
    if (!pdf.subarray(0, 5).equals(Buffer.from('%PDF-'))) {
      throw fieldError('content', 'The document must be a PDF file.');
    }
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    const at = ctx.now().toISOString();
    keepInvoiceDocument(ctx.db, shipment.id, { sha256, size: pdf.length, at });
    ok(
      res,
      {
        shipment_id: shipment.id,
        type: parsed.data.type,
        size: pdf.length,
        sha256,
        received_at: at,
        sent_electronically: true,
      },
      'The commercial invoice has been sent to customs electronically.',
      201,
    );
  });
}
