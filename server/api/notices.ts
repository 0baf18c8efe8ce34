import { z } from 'zod';
import {
  CONSIGNEE_EVENTS,
  eachEvent,
  type ConsigneeNotices,
  type NoticePreferences,
} from '../../shared/forms/notices';
import { upstreamPath, type Upstream } from '../upstream';

/**
 * The user's notification preferences (the provider's notices extension, docs/notices.md):
 * kept and acted on by the provider.
 */

const choice = z.object({ email: z.boolean(), sms: z.boolean() });
const preferencesSchema = z.object({
  events: z.object(eachEvent(choice)),
});

export async function noticePreferences(up: Upstream, token: string): Promise<NoticePreferences> {
  const { data } = await up.main.get('/user/notification-preferences', {
    token,
    schema: preferencesSchema,
  });
  return data.events;
}

export function saveNoticePreferences(up: Upstream, token: string, events: NoticePreferences) {
  return up.main.post('/user/notification-preferences', {
    token,
    body: { events },
    schema: preferencesSchema,
  });
}

const consigneeSchema = z.object({
  email: z.boolean(),
  sms: z.boolean(),
  events: z.array(z.enum(CONSIGNEE_EVENTS)),
});

const consigneePath = (client: number, shipment: string) =>
  upstreamPath`/user/clients/${client}/shipments/${shipment}/consignee-notices`;

/** What a shipment's consignee is told, and how. */
export async function consigneeNotices(
  up: Upstream,
  token: string,
  client: number,
  shipment: string,
): Promise<ConsigneeNotices> {
  const { data } = await up.main.get(consigneePath(client, shipment), {
    token,
    schema: consigneeSchema,
    optional: true,
  });
  return data;
}

export function saveConsigneeNotices(
  up: Upstream,
  token: string,
  client: number,
  shipment: string,
  notices: ConsigneeNotices,
) {
  return up.main.post(consigneePath(client, shipment), {
    token,
    body: notices,
    schema: consigneeSchema,
  });
}
