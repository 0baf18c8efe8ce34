import { account, auth } from './guards';
import { area } from './types';

/** Reports and their export. */
export const reports = area('reports', [
  { name: 'reports', method: 'get', path: '/reports', guards: auth },
  { name: 'reports.export', method: 'get', path: '/reports/export', guards: account },
]);
