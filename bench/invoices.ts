/**
 * CI, commercial invoices in the batch download (docs/benchmarks.md): 500 invoices drawn by
 * the portal into one PDF, one copy each and three, the time to the last byte and the peak
 * resident memory of the process writing them, beside LB's labels. The writer
 * (`server/documents/commercial-invoice`) runs in a process of its own
 * (`bench/invoice-writer.ts`), bundled as the portal's build bundles the server and with the
 * portal's heap limits, so what the invoices cost shows alone (LB measures them inside the
 * portal's batch download, after the labels). The floor is the same batch of a fifth as
 * many invoices: flat memory means the 500-invoice peak is no higher than the 100-invoice
 * one, and the time is five times as long.
 */
import { fork } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { build } from 'esbuild';
import { PORTAL_HEAP_MB, PORTAL_SEMI_SPACE_MB } from '../tests/support/processes';
import { child, type Child } from '../tests/support/processes/child';
import { round, type Figure } from './figures';
import type { BatchAsk, BatchDone } from './invoice-writer';

const INVOICES = Number(process.env.BENCH_INVOICES ?? 500);
const SMALL = INVOICES / 5;
/** How much higher the whole batch may peak than a fifth of it: flat memory means ~0. */
const GROWTH_BUDGET_MB = 10;
const SAMPLE_MS = 10;
/** Inside node_modules, so the bundle finds pdfkit, fontkit and the fonts as the build does. */
const BUNDLE = 'node_modules/.cache/bench/invoice-writer.mjs';

async function startWriter(): Promise<Child> {
  mkdirSync('node_modules/.cache/bench', { recursive: true });
  await build({
    entryPoints: ['bench/invoice-writer.ts'],
    outfile: BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  const writer = child(
    fork(BUNDLE, [], {
      execArgv: [
        `--max-old-space-size=${PORTAL_HEAP_MB}`,
        `--max-semi-space-size=${PORTAL_SEMI_SPACE_MB}`,
      ],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    }),
  );
  await new Promise<void>((resolve, reject) => {
    writer.process.once('message', () => resolve());
    writer.process.once('exit', () => reject(new Error('the invoice writer did not start')));
  });
  return writer;
}

/** One batch: its time to the last byte, bytes, and the writer's peak RSS meanwhile. */
async function batch(writer: Child, ask: BatchAsk) {
  let peak = writer.rssMb();
  const sampler = setInterval(() => (peak = Math.max(peak, writer.rssMb())), SAMPLE_MS);
  try {
    const done = await new Promise<BatchDone>((resolve, reject) => {
      const failed = () => reject(new Error('the invoice writer stopped'));
      writer.process.once('exit', failed);
      writer.process.once('message', (answer: BatchDone) => {
        writer.process.off('exit', failed);
        resolve(answer);
      });
      writer.process.send(ask);
    });
    return { ...done, peakMb: Math.max(peak, writer.rssMb()) };
  } finally {
    clearInterval(sampler);
  }
}

export async function invoiceBatches(): Promise<Figure[]> {
  const writer = await startWriter();
  try {
    // Warm: the fonts parsed, the code compiled, the catalogs read.
    await batch(writer, { count: 10, copies: 1 });
    await batch(writer, { count: 10, copies: 3 });
    const rest = writer.rssMb();
    const figures: Figure[] = [];
    for (const copies of [1, 3] as const) {
      const small = await batch(writer, { count: SMALL, copies });
      const run = await batch(writer, { count: INVOICES, copies });
      const name = copies === 1 ? 'one copy each' : 'three copies each';
      figures.push(
        {
          id: 'CI',
          what: `${INVOICES} commercial invoices into one PDF, ${name}: time to the last byte`,
          value: Math.round(run.ms),
          unit: 'ms',
          floor: {
            what: `${SMALL} invoices, times ${INVOICES / SMALL}`,
            value: Math.round((small.ms * INVOICES) / SMALL),
          },
          ratio: round(run.ms / ((small.ms * INVOICES) / SMALL)),
          target: 'reported',
          met: true,
          note: `${round(run.bytes / 1024 / 1024)} MB, ${Math.round((INVOICES / run.ms) * 1000)} invoices/s; drawn by the portal (pdfkit), 1 to 12 items each`,
        },
        {
          id: 'CI',
          what: `${INVOICES} commercial invoices into one PDF, ${name}: peak RSS of the writer`,
          value: run.peakMb,
          unit: 'MB',
          floor: { what: `peak RSS with ${SMALL} invoices`, value: small.peakMb },
          ratio: round(small.peakMb / run.peakMb),
          target: `≤ ${SMALL}-invoice peak + ${GROWTH_BUDGET_MB} MB`,
          met: run.peakMb <= small.peakMb + GROWTH_BUDGET_MB,
          note: `${rest} MB at rest after two batches of 10, in a process holding only the writer`,
        },
      );
    }
    return figures;
  } finally {
    await writer.stop();
  }
}
