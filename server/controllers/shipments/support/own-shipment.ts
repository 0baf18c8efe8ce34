import { rescue } from '../../../api/meanings';
import { shipmentDetail, type ShipmentDetail } from '../../../api/shipments';
import { NotFound } from '../../../failures';
import type { AccountContext } from '../../support/account-context';

/**
 * The detail of one of the account's shipments. Another account's, or none, is not there
 * for this user: the 404 page, and nothing further is asked of the provider.
 */
export function ownShipmentDetail(
  account: AccountContext,
  shipmentId: string,
): Promise<ShipmentDetail> {
  return rescue(shipmentDetail(account.up, account.token, account.client, shipmentId), {
    notOwn: (): never => {
      throw new NotFound('no such shipment for this account');
    },
  });
}
