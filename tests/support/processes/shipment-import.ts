import type { ImportScreen } from '../../../shared/shipment-import/types';
import { pageOf, type Browser } from './fetch-browser';

/**
 * The shipments import driven over fetch, as the robustness suite and the benchmark use it:
 * a file of many rows made from the account's own template, uploaded and checked as the
 * columns were matched.
 */

export const importScreen = async (user: Browser): Promise<ImportScreen> =>
  (await pageOf(user, '/shipments/import', 'shipments/import-shipments')).screen;

/** The template's domestic row `rows` times, each with its own Order Reference `<prefix>-n`. */
export async function manyRowsFile(user: Browser, rows: number, prefix: string): Promise<string> {
  const res = await fetch(`${user.base}/shipments/import/template?format=csv`, {
    headers: { Cookie: user.cookie },
  });
  const [header = '', domestic = ''] = (await res.text()).replace(/^\uFEFF/, '').split('\r\n');
  const at = header.split(',').indexOf('Order Reference');
  const lines = Array.from({ length: rows }, (_, i) => {
    const cells = domestic.split(',');
    cells[at] = `${prefix}-${i + 1}`;
    return cells.join(',');
  });
  return [header, ...lines].join('\r\n');
}

/** Uploads `content` and checks its rows with the columns as matched: the preview. */
export async function uploadAndCheck(user: Browser, content: string): Promise<ImportScreen> {
  const uploaded = await user.upload('/shipments/import', 'file', 'shipments.csv', content);
  if (uploaded.status !== 303) throw new Error(`upload answered ${uploaded.status}`);
  const mapping = await importScreen(user);
  if (mapping.stage !== 'mapping') throw new Error(`import at ${mapping.stage}, not mapping`);
  const chosen = Object.fromEntries(mapping.columns.map((c) => [c.key, c.mapped]));
  const checked = await user.send('POST', '/shipments/import/check', { mapping: chosen });
  if (checked.status !== 303) throw new Error(`check answered ${checked.status}`);
  return importScreen(user);
}
