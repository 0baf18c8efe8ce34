import { auth } from './guards';
import { area } from './types';

/** The dashboard, and the root address that leads to it or to login. */
export const dashboard = area('dashboard', [
  { name: 'home', method: 'get', path: '/' },
  { name: 'dashboard', method: 'get', path: '/dashboard', guards: auth },
]);
