import type { Handler } from '../../routing/handler';
import { urlFor } from '../../routing/url';

export const show: Handler = (req, res) => {
  res.redirect(urlFor(req.session.accessToken ? 'dashboard' : 'login'));
};
