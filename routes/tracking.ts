import { area } from './types';

/** Public tracking: open to everyone, signed in or not; `?awb=A,B` is shared. */
export const tracking = area('tracking', [{ name: 'track', method: 'get', path: '/track' }]);
