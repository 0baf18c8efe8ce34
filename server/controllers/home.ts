import type { Handler } from '../../routes/types';
import { urlFor } from '../routing/url';

export const redirectByAuth: Handler = (req, res) => {
  res.redirect(urlFor(req.session.accessToken ? 'dashboard' : 'login'));
};
