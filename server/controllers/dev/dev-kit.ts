import { render } from '../../http/render';
import type { Handler } from '../../routing/handler';

/**
 * Every part of the UI kit on one page, so that a change to the kit can be seen, and
 * checked for accessibility, in one place (outside production: the `dev` guard).
 */
export const show: Handler = async (_req, res) => {
  await render(res, 'dev/dev-kit', {});
};
