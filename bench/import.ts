/**
 * IM, shipments from a file (issue 22 §1): a 1,000-row file checked (the time from upload
 * to the preview), then its rows booked by the background job against the reference
 * services (rows per second, and the portal's CPU per row beside the provider's, measured
 * in the same run). The services run in their own process, so only the portal's CPU is
 * counted as the portal's. The file is the account's own template, its domestic example
 * row repeated with a different Order Reference each time.
 */
import { performance } from 'node:perf_hooks';
import type { ImportScreen } from '../shared/shipment-import/types';
import { Browser, pageOf } from '../tests/support/processes';
import { round, type Figure } from './figures';
import { cpuUs } from './http-load';
import { withPortalApart } from './portal';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 1000);

async function screenOf(user: Browser): Promise<ImportScreen> {
  return (await pageOf(user, '/shipments/import', 'shipments/import-shipments')).screen;
}

/** The template's domestic row, `rows` times, each with its own Order Reference. */
async function fileOf(user: Browser, rows: number): Promise<string> {
  const res = await fetch(`${user.base}/shipments/import/template?format=csv`, {
    headers: { Cookie: user.cookie },
  });
  const [header = '', domestic = ''] = (await res.text()).replace(/^\uFEFF/, '').split('\r\n');
  const at = header.split(',').indexOf('Order Reference');
  const lines = Array.from({ length: rows }, (_, i) => {
    const cells = domestic.split(',');
    cells[at] = `BENCH-${i + 1}`;
    return cells.join(',');
  });
  return [header, ...lines].join('\r\n');
}

async function upload(user: Browser, content: string): Promise<void> {
  const res = await user.upload('/shipments/import', 'file', 'bench.csv', content);
  if (res.status !== 303) throw new Error(`upload answered ${res.status}`);
}

async function checkAsMapped(user: Browser): Promise<void> {
  const screen = await screenOf(user);
  if (screen.stage !== 'mapping') throw new Error(`import at ${screen.stage}, not mapping`);
  const mapping = Object.fromEntries(screen.columns.map((c) => [c.key, c.mapped]));
  const res = await user.send('POST', '/shipments/import/check', { mapping });
  if (res.status !== 303) throw new Error(`check answered ${res.status}`);
}

export function importFigures(): Promise<Figure[]> {
  return withPortalApart({}, async (portal, services) => {
    const user = await new Browser(portal.url).signIn();
    const content = await fileOf(user, ROWS);

    const checkStart = performance.now();
    await upload(user, content);
    await checkAsMapped(user);
    const preview = await screenOf(user);
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
      result = await screenOf(user);
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
