import { CLAIM_STATUS_FILTERS } from '../../../shared/claims/types';
import { listClaims } from '../../api/claims';
import { render } from '../../http/render';
import type { Handler } from '../../routing/handler';
import { requireAccount } from '../support/account-context';
import { filteredList, scrollList } from '../support/lists';
import { offered } from '../support/offered';

/**
 * Claims (docs/claims.md): the account's claims, newest first, with their status, by page
 * and status chip; phones scroll through them as cards. A provider without the extension:
 * the page says it does not offer claims yet.
 */
export const show: Handler = async (req, res) => {
  const { up, token, client } = requireAccount(req);
  await render(res, 'claims/claims', {
    table: scrollList(
      () =>
        offered(() =>
          filteredList(
            req,
            async () => [...CLAIM_STATUS_FILTERS],
            (query) => listClaims(up, token, client, query),
          ),
        ),
      'id',
    ),
  });
};
