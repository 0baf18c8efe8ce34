/**
 * `npm run bench`: every benchmark of the portal, each figure beside the floor measured in
 * the same run, written to bench/results/<time>.json and printed with the change against
 * the previous result. `BENCH_ONLY=P1,P3` runs only those (ids: pages P1 … P7 Q1 L1 LB CI IM OP LG UP).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuild } from '../tests/support/processes';
import { adapterCost } from './adapters';
import { browserFigures } from './browser';
import { firstPaint } from './first-paint';
import { renderThroughput } from './render-throughput';
import { bundleFigures, type BundleFigures } from './bundle';
import { concurrency } from './concurrency';
import { fanOut } from './fan-out';
import { importFigures } from './import';
import { invoiceBatches } from './invoices';
import { labelBatches } from './labels';
import { languageFigures } from './languages';
import { uploadFigures } from './uploads';
import { figureRows, type Figure } from './figures';
import { SECONDS } from './http-load';
import { memory } from './memory';
import { metricsCost } from './metrics-cost';
import { bffOverhead } from './overhead';
import { pageThroughput } from './pages';
import { quoteFigures } from './quotes';

const RESULTS = 'bench/results';

/** P4 as figures: first-load JavaScript and CSS, and the largest page chunk. */
function bundleAsFigures(bundle: BundleFigures): Figure[] {
  const largest = bundle.pages[0];
  return [
    {
      id: 'P4',
      what: 'first-load JS of /login (gzip)',
      value: bundle.loginFirstLoadKb,
      unit: 'KB',
      target: `≤ ${bundle.loginFirstLoadBudgetKb} KB`,
      met: bundle.loginFirstLoadKb <= bundle.loginFirstLoadBudgetKb,
      note: `${bundle.loginFiles.length} files`,
    },
    {
      id: 'P4',
      what: 'first-load JS of /track, public tracking (gzip)',
      value: bundle.trackFirstLoadKb,
      unit: 'KB',
      target: `≤ ${bundle.loginFirstLoadBudgetKb} KB`,
      met: bundle.trackFirstLoadKb <= bundle.loginFirstLoadBudgetKb,
    },
    {
      id: 'P4',
      what: 'first-load JS of a signed-in page, the dashboard (gzip)',
      value: bundle.signedInFirstLoadKb,
      unit: 'KB',
      target: 'reported',
      met: true,
    },
    {
      id: 'P4',
      what: 'first-load CSS of /login / of the dashboard (gzip)',
      value: Math.max(bundle.loginCssKb, bundle.signedInCssKb),
      unit: 'KB',
      target: `≤ ${bundle.cssBudgetKb} KB`,
      met: Math.max(bundle.loginCssKb, bundle.signedInCssKb) <= bundle.cssBudgetKb,
      note: `${bundle.loginCssKb} KB and ${bundle.signedInCssKb} KB`,
    },
    {
      id: 'P4',
      what: `largest page chunk (gzip): ${largest?.page ?? 'none'}`,
      value: largest?.gzipKb ?? 0,
      unit: 'KB',
      target: `≤ ${bundle.pageChunkBudgetKb} KB`,
      met: bundle.pages.every((p) => !p.overBudget),
    },
  ];
}

function previousFigures(): Figure[] | undefined {
  const last = readdirSync(RESULTS)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .at(-1);
  if (!last) return undefined;
  return (JSON.parse(readFileSync(join(RESULTS, last), 'utf8')) as { figures?: Figure[] }).figures;
}

const SECTIONS: Array<[string, () => Promise<Figure[]>]> = [
  ['pages', pageThroughput],
  ['P1', bffOverhead],
  ['P2', adapterCost],
  ['P3', fanOut],
  ['P5', async () => [...(await firstPaint()), ...(await browserFigures())]],
  ['P6', () => memory()],
  ['P7', renderThroughput],
  ['Q1', quoteFigures],
  ['L1', concurrency],
  ['LB', labelBatches],
  ['CI', invoiceBatches],
  ['IM', importFigures],
  ['OP', metricsCost],
  ['LG', languageFigures],
  ['UP', uploadFigures],
];

async function main(): Promise<void> {
  ensureBuild();
  const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
  const chosen = (id: string) => !only || only.includes(id);
  const figures: Figure[] = [];
  const bundle = bundleFigures('dist/client');
  if (chosen('P4')) figures.push(...bundleAsFigures(bundle));
  for (const [id, measure] of SECTIONS) {
    if (!chosen(id)) continue;
    console.log(`measuring ${id}…`);
    figures.push(...(await measure()));
  }
  mkdirSync(RESULTS, { recursive: true });
  const before = previousFigures();
  const at = new Date().toISOString();
  const file = join(RESULTS, `${at.replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify({ at, seconds: SECONDS, node: process.version, figures, bundle }, null, 2) +
      '\n',
  );
  console.table(figureRows(figures, before));
  for (const f of figures.filter((f) => f.note)) console.log(`${f.id} ${f.what}: ${f.note}`);
  console.log(`\nwritten to ${file}`);
}

await main();
