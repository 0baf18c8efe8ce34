import { z } from 'zod';
import type { NoticePreferences } from '../../shared/forms/notices';
import type { Upstream } from '../upstream';

/**
 * The user's notification preferences (the provider's notices extension, docs/notices.md):
 * kept and acted on by the provider.
 */

const choice = z.object({ email: z.boolean(), sms: z.boolean() });
const preferencesSchema = z.object({
  events: z.object({
    picked_up: choice,
    out_for_delivery: choice,
    delivered: choice,
    exception: choice,
    claim_update: choice,
  }),
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
