import type { Request, Response } from 'express';
import { messages } from '../../../../shared/messages';
import { cancelShipment } from '../../../api/shipment-cancel';
import { shipmentDetail } from '../../../api/shipments';
import { notify, toast } from '../../../http/toast';
import { requireAccount } from '../../support/account-context';
import { attemptCancel } from '../../support/cancelling';

/**
 * 'Cancel shipment', from a row of the shipments table or the tracking drawer:
 * back to the page it came from, whose list then shows the shipment cancelled, with a toast.
 * The shipment must be the account's: its detail answers 403 / 404 otherwise (the error
 * page), so a 404 on the cancel that follows can only mean a provider without cancelling.
 * The provider's refusal (409, a package picked up) is its toast, said by the failure handler.
 */
export async function cancelFromList(req: Request, res: Response): Promise<void> {
  const { up, token, client } = requireAccount(req);
  const shipment = String(req.params.shipment);
  const detail = await shipmentDetail(up, token, client, shipment);
  const done = await attemptCancel(up, 'shipment', () =>
    cancelShipment(up, token, client, shipment),
  );
  if (done === 'not-offered') toast(req, messages.cancel.notOffered, 'error');
  else {
    const awb = detail.packages.map((pkg) => pkg.awb).join(', ');
    notify(req, done.notification, messages.cancel.shipmentDone(awb));
  }
  res.inertia.back();
}
