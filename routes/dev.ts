import { area } from './types';

/** Outside production only: every part of the UI kit on one page, for review and checks. */
export const dev = area('dev', [
  { name: 'dev-kit', method: 'get', path: '/dev/kit', guards: ['dev'] },
]);
