import { z } from 'zod';
import { consigneeText, linkedConsignees } from '../../api/consignees';
import { creationPayload } from '../../api/shipment-creation';
import type { Handler } from '../../routing/handler';
import { accountCall, answerJson, pagedOptions } from '../address-options';

/**
 * The wizard's own pickers as JSON (fetch() calls, not page visits): the account's
 * consignees, and the creation payload of a consignee. Its addresses come from
 * options.addresses (address-options.ts).
 */

export const consignees: Handler = (req, res) => {
  const { up, token, client } = accountCall(req);
  return answerJson(res, { options: [], hasMore: false }, async () => {
    const list = await linkedConsignees(up, token, client);
    return pagedOptions(
      list.map((c) => ({ value: c.id, label: consigneeText(c) })),
      req,
    );
  });
};

const payloadQuery = z.object({ customer: z.string().trim().min(1).max(64) });

export const payload: Handler = (req, res) => {
  const query = payloadQuery.safeParse(req.query);
  const empty = { currencies: [], products: [], added_services: [] };
  if (!query.success) return void res.status(422).json(empty);
  const { up, token, client } = accountCall(req);
  return answerJson(res, empty, () => creationPayload(up, token, client, query.data.customer));
};
