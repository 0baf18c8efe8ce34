import type { Request, Router } from 'express';
import { mergeConsigneeNotices, mergePreferences } from '../../domain/notices';
import { wordLanguageOf } from '../../domain/words/language';
import { ok } from '../../http/envelope';
import { forbidden, invalid, notFound } from '../../http/errors';
import {
  readConsigneeNotices,
  readPreferences,
  saveConsigneeNotices,
  savePreferences,
  shipmentParties,
} from '../../store/notices';
import { shipmentById } from '../../store/shipments';
import { requireClient, requireUser } from '../access';
import type { Permission } from '../roles';
import type { ServiceContext } from '../context';

const CONSIGNEE_PATH = '/user/clients/:client/shipments/:shipment/consignee-notices';

/**
 * Notices (docs/notices.md, 'The provider's side', tests/contract/notices.test.ts): the
 * user's notification preferences, per event and channel, and a shipment's consignee
 * notices. The provider keeps both and sends what they ask for; the portal keeps nothing.
 * Code 100 without a token; 403 for another account's shipment, 404 for none; 422 with the
 * field map.
 */
export function noticeRoutes(router: Router, ctx: ServiceContext): void {
  const answerPreferences = (userId: number) => ({ events: readPreferences(ctx.db, userId) });

  router.get('/user/notification-preferences', (req, res) => {
    const user = requireUser(ctx, req);
    ok(res, answerPreferences(user.id));
  });

  router.post('/user/notification-preferences', (req, res) => {
    const user = requireUser(ctx, req);
    const merged = mergePreferences(
      readPreferences(ctx.db, user.id),
      req.body,
      Boolean(user.phone_number.trim()),
    );
    if (!merged.ok) throw invalid(merged.errors);
    savePreferences(ctx.db, user.id, merged.value);
    ok(res, answerPreferences(user.id), 'Your notification preferences have been saved.');
  });

  const requireShipment = (req: Request, need: Permission) => {
    const user = requireUser(ctx, req);
    const client = requireClient(ctx, user, req.params.client, need);
    const id = Number(req.params.shipment);
    const shipment = Number.isInteger(id) ? shipmentById(ctx.db, id) : undefined;
    if (!shipment) throw notFound('Shipment not found.');
    if (shipment.client_id !== client.id) {
      throw forbidden('This shipment belongs to another account.');
    }
    return shipment;
  };

  router.get(CONSIGNEE_PATH, (req, res) => {
    const shipment = requireShipment(req, 'view');
    ok(res, readConsigneeNotices(ctx.db, shipment.id));
  });

  router.post(CONSIGNEE_PATH, (req, res) => {
    const shipment = requireShipment(req, 'ship');
    const parties = shipmentParties(ctx.db, shipment.id);
    const merged = mergeConsigneeNotices(readConsigneeNotices(ctx.db, shipment.id), req.body, {
      email: Boolean(parties?.notify_email || parties?.receiver_email?.trim()),
      phone: Boolean(parties?.receiver_phone?.trim()),
    });
    if (!merged.ok) throw invalid(merged.errors);
    saveConsigneeNotices(ctx.db, shipment.id, merged.value, {
      language: wordLanguageOf(req),
      portalUrl: ctx.portalUrl,
    });
    ok(res, readConsigneeNotices(ctx.db, shipment.id), "The consignee's notices have been saved.");
  });
}
