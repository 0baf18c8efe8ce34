import { render } from '../../http/render';
import type { Handler } from '../../routing/handler';

/** Sign-up's first step: a personal or a business customer (then register). */
export const show: Handler = (_req, res) => render(res, 'auth/create-account', {});
