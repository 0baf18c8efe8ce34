import type { Router } from 'express';
import { labelOf, PRODUCTS } from '../../domain/catalog';
import { isValidAwb } from '../../domain/awb';
import { localDate, localTime } from '../../domain/dates';
import { documentDateTime, documentLanguage } from '../../document-words';
import { renderLabelPdf, type LabelData } from '../../label-pdf';
import { renderLabelZpl } from '../../label-zpl';
import { ApiError, fieldError, notFound } from '../../http/errors';
import { addressById, type AddressRow } from '../../store/addresses';
import { packageByAwb, packagesOf, shipmentById } from '../../store/shipments';
import { requireClient, requireUser } from '../access';
import type { ServiceContext } from '../context';
import { partyLines } from './party-lines';

/** A label prints the party's phone too, under its address. */
function party(address: AddressRow | undefined): LabelData['sender'] {
  const printed = partyLines(address);
  return address?.phone ? { ...printed, lines: [...printed.lines, address.phone] } : printed;
}

/** `format` of the label call: PDF unless ZPL is asked for (extension). */
function labelFormat(raw: unknown): 'pdf' | 'zpl' {
  const format = typeof raw === 'string' ? raw.trim().toLowerCase() : raw;
  if (format === undefined || format === '' || format === 'pdf') return 'pdf';
  if (format === 'zpl') return 'zpl';
  throw fieldError('format', 'The selected format is invalid');
}

export function awbLabelRoutes(router: Router, ctx: ServiceContext): void {
  /**
   * The package's label, for the user's own accounts only: a PDF, or with `format=zpl`
   * (extension) ZPL II for a 4x6 in thermal label at 203 dpi. The PDF prints its own words in
   * French or Arabic when Accept-Language asks for them (extension), English otherwise.
   */
  router.get('/awb/:file', async (req, res) => {
    const user = requireUser(ctx, req);
    const awb = /^(\d+)\.pdf$/i.exec(req.params.file as string)?.[1];
    if (!awb || !isValidAwb(awb)) throw notFound('Label not found.');
    const format = labelFormat(req.query.format);
    const pkg = packageByAwb(ctx.db, awb);
    if (!pkg) throw notFound('Label not found.');
    requireClient(ctx, user, pkg.client_id, 'view');
    const shipment = shipmentById(ctx.db, pkg.shipment_id);
    if (!shipment) throw notFound('Label not found.');
    // Extension: a cancelled shipment goes nowhere, so no label of it may be printed.
    if (pkg.status === 'cancelled') {
      throw new ApiError(
        409,
        `Shipment ${shipment.mawb} has been cancelled: its labels can no longer be printed.`,
      );
    }
    const created = new Date(shipment.created_at);
    const label: LabelData = {
      awb: pkg.awb,
      service: labelOf(PRODUCTS, shipment.product_code),
      weight: `${pkg.weight_value} ${pkg.weight_unit}`,
      sender: party(addressById(ctx.db, shipment.sender_address_id)),
      receiver: party(addressById(ctx.db, shipment.receiver_address_id)),
      reference: shipment.reference1 ?? undefined,
      createdAt: `${localDate(created)} ${localTime(created)}`,
    };
    res.status(200).set('Cache-Control', 'private, no-store');
    if (format === 'zpl') {
      const pieces = packagesOf(ctx.db, [shipment.id]);
      const piece = { number: pieces.findIndex((p) => p.id === pkg.id) + 1, of: pieces.length };
      res
        .type('application/zpl')
        .set('Content-Disposition', `inline; filename="${pkg.awb}.zpl"`)
        .send(Buffer.from(renderLabelZpl({ ...label, piece }), 'utf8'));
      return;
    }
    const language = documentLanguage(req);
    const printed = { ...label, createdAt: documentDateTime(created, language) };
    res
      .type('application/pdf')
      .set('Content-Disposition', `inline; filename="${pkg.awb}.pdf"`)
      .set('Content-Language', language)
      .set('Vary', 'Accept-Language')
      .send(await renderLabelPdf(printed, language));
  });
}
