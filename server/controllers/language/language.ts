import { languageForm } from '../../../shared/forms/language';
import { LANGUAGE_COOKIE } from '../../../shared/i18n/languages';
import { isNotOffered } from '../../api/meanings';
import { saveLanguage } from '../../api/profile';
import { deps } from '../../deps';
import { validated } from '../../http/validate';
import type { Handler } from '../../routing/handler';

/** A year: a choice of language outlives any session. */
const KEPT_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * The switcher (docs/i18n.md): the choice is kept on this device (a cookie, read before
 * anything else) and, for a signed-in customer, with their profile, so it follows them to
 * any device. A provider without the language extension keeps it on this device only.
 * Back to the page it was made on, whose form keeps what was typed (the browser keeps the
 * page's state across this visit).
 */
export const update: Handler = async (req, res) => {
  const { language } = validated(req, languageForm);
  res.cookie(LANGUAGE_COOKIE, language, {
    maxAge: KEPT_MS,
    sameSite: 'lax',
    secure: req.secure,
    httpOnly: true,
    path: '/',
  });
  const token = req.session.accessToken;
  if (token && req.session.user && req.session.user.language !== language) {
    try {
      req.session.user = (await saveLanguage(deps(req).upstream, token, language)).data;
    } catch (err) {
      if (!isNotOffered(err)) throw err;
      deps(req).logger.info('the provider keeps no language: kept on this device only');
    }
  }
  res.inertia.back();
};
