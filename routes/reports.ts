import { finance } from './guards';
import { area } from './types';

/** Reports and their export. */
export const reports = area('reports', [
  // With no account selected the page asks for one; with one, the role must allow billing.
  { name: 'reports', method: 'get', path: '/reports', guards: ['auth', 'bill'] },
  { name: 'reports.export', method: 'get', path: '/reports/export', guards: finance },
]);
