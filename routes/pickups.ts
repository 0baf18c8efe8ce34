import { account, shipper, token } from './guards';
import { area } from './types';

/** My PickUps and Schedule PickUp. */
export const pickups = area('pickups', [
  { name: 'pickups', method: 'get', path: '/pickups', guards: account },
  // Cancel a pickup until its time window starts (docs/architecture.md, "Cancelling").
  {
    name: 'pickups.cancel',
    method: 'post',
    path: '/pickups/{pickup}/cancel',
    guards: shipper,
    where: { pickup: token },
  },
  { name: 'schedule-pickup', method: 'get', path: '/pickups/schedule', guards: shipper },
  { name: 'schedule-pickup.store', method: 'post', path: '/pickups/schedule', guards: shipper },
]);
