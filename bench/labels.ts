/**
 * LB, batch labels (docs/benchmarks.md): 500 labels into one PDF through `shipments.labels`, the
 * time to the last byte and the portal's peak resident memory while it writes, for 4×6 and
 * A4; then 500 international shipments' labels followed by their commercial invoices
 * (`invoices=3`, and `invoices=1`), drawn by the portal, into one PDF 4×6. The services run
 * in their own process (only the portal is counted) behind a stand-in (many-shipments.ts)
 * that makes My Shipments' list 500 shipments of one package each, their AWBs taken in
 * turn from the demo account's real packages (its international ones for the invoices), so
 * every label and invoice is the reference services' own. The floor is the same batch of a
 * fifth as many shipments: flat memory means the 500-shipment peak is no higher than the
 * 100-shipment one, and the time is five times as long.
 */
import { INVOICES_QUERY, type InvoiceCopyChoice } from '../shared/customs/downloads';
import { labelsQuery, type LabelFormat } from '../shared/shipments/labels';
import { Browser, type PortalProcess, type ServiceUrls } from '../tests/support/processes';
import { round, type Figure } from './figures';
import { manyShipments, type ListShape } from './many-shipments';
import { withPortalApart, type Front } from './portal';

const LABELS = Number(process.env.BENCH_LABELS ?? 500);
const SMALL = LABELS / 5;
/** How much higher the whole batch may peak than a fifth of it: flat memory means ~0. */
const GROWTH_BUDGET_MB = 10;
const SAMPLE_MS = 10;

/** One batch: its time to the last byte, bytes, and the portal's peak RSS meanwhile. */
async function batch(
  portal: PortalProcess,
  browser: Browser,
  format: LabelFormat,
  invoices: InvoiceCopyChoice | 0 = 0,
) {
  const query = labelsQuery({ view: {} }, format, 1);
  if (invoices) query[INVOICES_QUERY] = invoices;
  const path = `/shipments/labels?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;
  let peak = portal.rssMb();
  const sampler = setInterval(() => (peak = Math.max(peak, portal.rssMb())), SAMPLE_MS);
  const start = performance.now();
  try {
    const res = await fetch(portal.url + path, { headers: { Cookie: browser.cookie } });
    if (res.status !== 200)
      throw new Error(`labels answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    let bytes = 0;
    const reader = res.body!.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      bytes += part.value.length;
    }
    return { ms: performance.now() - start, bytes, peakMb: Math.max(peak, portal.rssMb()) };
  } finally {
    clearInterval(sampler);
  }
}

type Batch = Awaited<ReturnType<typeof batch>>;

/** The time and the peak of a whole batch beside a fifth of it. */
function batchFigures(
  name: string,
  unit: { one: string; many: string },
  small: Batch,
  run: Batch,
  notes: { time: string; memory: string },
): Figure[] {
  const floorMs = (small.ms * LABELS) / SMALL;
  return [
    {
      id: 'LB',
      what: `${name}: time to the last byte`,
      value: Math.round(run.ms),
      unit: 'ms',
      floor: { what: `${SMALL} ${unit.many}, times ${LABELS / SMALL}`, value: Math.round(floorMs) },
      ratio: round(run.ms / floorMs),
      target: 'reported',
      met: true,
      note: `${round(run.bytes / 1024 / 1024)} MB, ${Math.round((LABELS / run.ms) * 1000)} ${unit.many}/s; ${notes.time}`,
    },
    {
      id: 'LB',
      what: `${name}: portal peak RSS`,
      value: run.peakMb,
      unit: 'MB',
      floor: { what: `peak RSS with ${SMALL} ${unit.many}`, value: small.peakMb },
      ratio: round(small.peakMb / run.peakMb),
      target: `≤ ${SMALL}-${unit.one} peak + ${GROWTH_BUDGET_MB} MB`,
      met: run.peakMb <= small.peakMb + GROWTH_BUDGET_MB,
      note: notes.memory,
    },
  ];
}

export async function labelBatches(): Promise<Figure[]> {
  const shape: ListShape = { count: 10, international: false };
  let asked = () => 0;
  const front = async (urls: ServiceUrls): Promise<Front> => {
    const main = await manyShipments(urls.main, () => shape);
    asked = main.takeInvoicesAsked;
    return { urls: { ...urls, main: main.url }, close: main.close };
  };
  return withPortalApart({ front }, async (portal) => {
    const browser = await new Browser(portal.url).signIn();
    // Warm: the pools, the status options, pdf-lib's code.
    await batch(portal, browser, 'pdf-4x6');
    await batch(portal, browser, 'pdf-a4');
    const rest = portal.rssMb();
    const figures: Figure[] = [];
    for (const format of ['pdf-4x6', 'pdf-a4'] as const) {
      // A fifth of the batch first: memory flat means the whole batch peaks no higher.
      shape.count = SMALL;
      const small = await batch(portal, browser, format);
      shape.count = LABELS;
      const run = await batch(portal, browser, format);
      const name = format === 'pdf-4x6' ? 'PDF 4×6' : 'PDF A4, 4 per sheet';
      figures.push(
        ...batchFigures(
          `${LABELS} labels into one ${name}`,
          { one: 'label', many: 'labels' },
          small,
          run,
          {
            time: 'the reference services render each label (pdfkit), in a process of their own',
            memory: `${rest} MB at rest after two batches of 10`,
          },
        ),
      );
    }

    // With invoices (docs/customs.md, "Downloads and Paperless Trade"): every shipment of
    // the list international, its label and then its commercial invoice, drawn by the portal.
    shape.international = true;
    shape.count = 10;
    asked();
    await batch(portal, browser, 'pdf-4x6', 3); // warm: pdfkit, its fonts, the catalogs
    const warmAsked = asked();
    if (warmAsked !== shape.count) {
      throw new Error(`the portal asked for ${warmAsked} of ${shape.count} invoices`);
    }
    const restWithInvoices = portal.rssMb();
    for (const copies of [3, 1] as const) {
      shape.count = SMALL;
      const small = await batch(portal, browser, 'pdf-4x6', copies);
      shape.count = LABELS;
      const run = await batch(portal, browser, 'pdf-4x6', copies);
      // Every shipment's invoice was asked for, or the figure is of labels alone.
      const invoices = asked();
      if (invoices !== SMALL + LABELS) {
        throw new Error(`the portal asked for ${invoices} of ${SMALL + LABELS} invoices`);
      }
      const each = copies === 3 ? 'three copies each' : 'one copy each';
      figures.push(
        ...batchFigures(
          `${LABELS} international shipments into one PDF 4×6: labels and commercial invoices, ${each}`,
          { one: 'shipment', many: 'shipments' },
          small,
          run,
          {
            time: `${LABELS} labels rendered by the reference services, ${LABELS * copies} invoices drawn by the portal (pdfkit) and added after them`,
            memory: `${restWithInvoices} MB at rest after the labels' batches and one of 10 with invoices`,
          },
        ),
      );
    }
    return figures;
  });
}
