import { profileForm } from '../../../shared/forms/profile';
import { messages } from '../../../shared/messages';
import { updateProfile } from '../../api/profile';
import { deps } from '../../deps';
import { render } from '../../http/render';
import { toast } from '../../http/toast';
import { validated } from '../../http/validate';
import type { Handler } from '../../routing/handler';
import { urlFor } from '../../routing/url';

/** Edit Profile (spec §2.7): first and last name; e-mail and phone are shown, never sent. */

/** spec §2.7 and §8: the success toast's exact words. */
export const show: Handler = (_req, res) => render(res, 'profile/edit-profile', {});

/**
 * The provider answers the user as saved: the session keeps it, so the user block's name
 * and initials change on the very next page. spec §8 names the success toast.
 */
export const update: Handler = async (req, res) => {
  const names = validated(req, profileForm);
  const saved = await updateProfile(
    deps(req).upstream,
    req.session.accessToken!,
    req.session.user!,
    names,
  );
  req.session.user = saved.data;
  toast(req, messages.toast.profileUpdated, 'success');
  res.redirect(303, urlFor('edit-profile'));
};
