/**
 * IM, shipments from a file (docs/benchmarks.md): a 1,000-row file checked (the time from upload
 * to the preview), then its rows booked by the background job against the reference
 * services (rows per second, and the portal's CPU per row beside the provider's, measured
 * in the same run). The services run in their own process, so only the portal's CPU is
 * counted as the portal's. The file is the account's own template, its domestic example
 * row repeated with a different Order Reference each time.
 */
import { performance } from 'node:perf_hooks';
import type { ImportScreen } from '../shared/shipment-import/types';
import { Browser, importScreen, manyRowsFile, uploadAndCheck } from '../tests/support/processes';
import { round, type Figure } from './figures';
import { cpuUs } from './http-load';
import { withPortalApart } from './portal';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 1000);

export function importFigures(): Promise<Figure[]> {
  return withPortalApart({}, async (portal, services) => {
    const user = await new Browser(portal.url).signIn();
    const content = await manyRowsFile(user, ROWS, 'BENCH');

    const checkStart = performance.now();
    const preview = await uploadAndCheck(user, content);
    const checkMs = performance.now() - checkStart;
    if (preview.stage !== 'preview' || preview.counts.ready !== ROWS) {
      throw new Error(`the bench file was not all ready: ${JSON.stringify(preview).slice(0, 300)}`);
    }

    const pids = { portal: portal.process.pid!, services: services.process.pid! };
    const cpuBefore = { portal: cpuUs(pids.portal), services: cpuUs(pids.services) };
    const bookStart = performance.now();
    await user.send('POST', '/shipments/import/confirm', {});
    let result: ImportScreen = preview;
    while (result.stage !== 'result') {
      await new Promise((resolve) => setTimeout(resolve, 250));
      result = await importScreen(user);
    }
    const bookS = (performance.now() - bookStart) / 1000;
    const portalUs = (cpuUs(pids.portal) - cpuBefore.portal) / ROWS;
    const servicesUs = (cpuUs(pids.services) - cpuBefore.services) / ROWS;
    if (result.counts.created !== ROWS) {
      throw new Error(`only ${result.counts.created} of ${ROWS} rows were booked`);
    }
    return [
      {
        id: 'IM',
        what: `check a ${ROWS.toLocaleString('en')}-row file: upload to preview`,
        value: round(checkMs / 1000, 2),
        unit: 's',
        target: 'reported',
        met: true,
        note: `${round(checkMs / ROWS, 2)} ms per row`,
      },
      {
        id: 'IM',
        what: `book ${ROWS.toLocaleString('en')} rows from a file (background job)`,
        value: round(ROWS / bookS, 1),
        unit: 'rows/s',
        target: 'reported',
        met: true,
        note: `${round(bookS, 1)} s in all`,
      },
      {
        id: 'IM',
        what: 'portal CPU per booked row',
        value: round(portalUs / 1000, 2),
        unit: 'ms',
        floor: { what: "the provider's CPU per booked row", value: round(servicesUs / 1000, 2) },
        ratio: round(portalUs / Math.max(1, servicesUs), 2),
        // The portal does less than the provider, which checks, stores and numbers each one.
        target: '≤ 1× the floor',
        met: portalUs <= servicesUs,
      },
    ];
  });
}
