import { account, shipper, token } from './guards';
import { area } from './types';

/**
 * The account's claims and each claim's page, where a request for information is answered
 * and photos are added (docs/claims.md). A claim is filed from its package's tracking drawer
 * (`shipments.file-claim`).
 */
export const claims = area('claims', [
  { name: 'claims', method: 'get', path: '/claims', guards: account },
  {
    name: 'claim',
    method: 'get',
    path: '/claims/{claim}',
    guards: account,
    where: { claim: token },
  },
  {
    name: 'claim.answer',
    method: 'post',
    path: '/claims/{claim}/answer',
    guards: shipper,
    where: { claim: token },
  },
  // One photo per request, streamed to the provider as it arrives.
  {
    name: 'claim.photos',
    method: 'post',
    path: '/claims/{claim}/photos',
    guards: shipper,
    where: { claim: token },
  },
]);
