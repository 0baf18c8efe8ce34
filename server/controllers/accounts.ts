import { z } from 'zod';
import type { Handler } from '../routing/handler';

const selectBody = z.object({ account_id: z.coerce.number().int().positive() });

/** The top bar's account selector: the choice lives in the session, then back to the page. */
export const select: Handler = (req, res) => {
  const parsed = selectBody.safeParse(req.body);
  const id = parsed.success ? parsed.data.account_id : undefined;
  if (id !== undefined && req.session.accounts?.some((a) => a.id === id)) {
    req.session.selectedAccountId = id;
  }
  res.inertia.back();
};
