import { noticePreferencesForm } from '../../../shared/forms/notices';
import { messages } from '../../../shared/messages';
import { noticePreferences, saveNoticePreferences } from '../../api/notices';
import { deps } from '../../deps';
import { render } from '../../http/render';
import { notify } from '../../http/toast';
import { validated } from '../../http/validate';
import type { Handler } from '../../routing/handler';
import { urlFor } from '../../routing/url';
import { offered } from '../support/offered';

/**
 * Notifications (docs/notices.md): which events the provider tells the user of, by e-mail
 * and by SMS. A provider without the extension: the page says it does not offer this yet.
 * The provider's refusals (SMS without a phone number) land under their boxes.
 */

export const show: Handler = async (req, res) => {
  const { upstream } = deps(req);
  const token = req.session.accessToken!;
  await render(res, 'profile/notification-preferences', {
    preferences: await offered(() => noticePreferences(upstream, token)),
  });
};

export const update: Handler = async (req, res) => {
  const { events } = validated(req, noticePreferencesForm);
  const saved = await saveNoticePreferences(deps(req).upstream, req.session.accessToken!, events);
  notify(req, saved.notification, messages.profile.noticesSaved);
  res.redirect(303, urlFor('notification-preferences'));
};
