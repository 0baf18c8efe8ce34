import { consigneeForm } from '../../../shared/forms/shipment';
import { messages } from '../../../shared/messages';
import { consigneeText, createConsignee } from '../../api/consignees';
import { flash } from '../../inertia';
import { notify } from '../../http/toast';
import { validated } from '../../http/validate';
import type { Handler } from '../../routing/handler';
import { accountCall } from '../address-options';

/**
 * The 'New consignee' popup (spec §2.9): creates the customer, links it to the account and
 * goes back to the wizard with it as flash data (`createdConsignee`), the wizard's own
 * state untouched.
 */
export const store: Handler = async (req, res) => {
  const form = validated(req, consigneeForm);
  const { up, token, client } = accountCall(req);
  const created = await createConsignee(up, token, client, form);
  flash(req, { createdConsignee: { id: created.id, text: consigneeText(form) } });
  notify(req, created.notification, messages.shipment.consigneeAdded);
  res.inertia.back();
};
