import { IMPORT_KIND, importRowHandler } from './controllers/shipments/support/import-job';
import type { JobKinds } from './jobs/types';
import type { Upstream } from './upstream';

/** The kinds of background job a portal process runs (server/jobs), each by its name. */
export const jobKinds = (up: Upstream, { rowsPerSecond = 0 } = {}): JobKinds => ({
  [IMPORT_KIND]: importRowHandler(up, rowsPerSecond),
});
