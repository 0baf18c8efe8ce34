import type { Router } from 'express';
import { labelOf, PRODUCTS } from '../../domain/catalog';
import { isValidAwb } from '../../domain/awb';
import { localDate, localTime } from '../../domain/dates';
import { renderLabelPdf, type LabelData } from '../../label-pdf';
import { notFound } from '../../http/errors';
import { addressById, type AddressRow } from '../../store/addresses';
import { packageByAwb, shipmentById } from '../../store/shipments';
import { requireClient, requireUser } from '../access';
import type { ServiceContext } from '../context';
import { partyLines } from './party-lines';

/** A label prints the party's phone too, under its address. */
function party(address: AddressRow | undefined): LabelData['sender'] {
  const printed = partyLines(address);
  return address?.phone ? { ...printed, lines: [...printed.lines, address.phone] } : printed;
}

export function awbLabelRoutes(router: Router, ctx: ServiceContext): void {
  /** The package's label as a PDF, for the user's own accounts only. */
  router.get('/awb/:file', async (req, res) => {
    const user = requireUser(ctx, req);
    const awb = /^(\d+)\.pdf$/i.exec(req.params.file as string)?.[1];
    if (!awb || !isValidAwb(awb)) throw notFound('Label not found.');
    const pkg = packageByAwb(ctx.db, awb);
    if (!pkg) throw notFound('Label not found.');
    requireClient(ctx, user, pkg.client_id);
    const shipment = shipmentById(ctx.db, pkg.shipment_id);
    if (!shipment) throw notFound('Label not found.');
    const created = new Date(shipment.created_at);
    const pdf = await renderLabelPdf({
      awb: pkg.awb,
      service: labelOf(PRODUCTS, shipment.product_code),
      weight: `${pkg.weight_value} ${pkg.weight_unit}`,
      sender: party(addressById(ctx.db, shipment.sender_address_id)),
      receiver: party(addressById(ctx.db, shipment.receiver_address_id)),
      reference: shipment.reference1 ?? undefined,
      createdAt: `${localDate(created)} ${localTime(created)}`,
    });
    res
      .status(200)
      .type('application/pdf')
      .set('Content-Disposition', `inline; filename="${pkg.awb}.pdf"`)
      .set('Cache-Control', 'private, no-store')
      .send(pdf);
  });
}
