/**
 * UP (docs/exceptions.md, docs/benchmarks.md): the portal's resident memory while ten
 * customers send customs a 10 MB document at once. The portal passes each on to the
 * provider as it arrives, so it should hold a few buffers per upload, not the 100 MB. The
 * services run in their own process, so only the portal is counted; the floor is the
 * portal signed in, before the uploads.
 */
import type { AttentionSummary } from '../shared/exceptions/types';
import type { TrackingResult } from '../shared/shipments/types';
import { Browser } from '../tests/support/processes';
import { round, type Figure } from './figures';
import { withPortalApart } from './portal';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 10);
/** Just under the 10 MB limit, with room for the form around it. */
const SIZE = 10 * 1024 * 1024 - 4096;
/** What the portal may grow by while they run: under half of what goes through it. */
export const UPLOAD_GROWTH_BUDGET_MB = 50;
const SAMPLE_MS = 20;

async function partial<T>(browser: Browser, path: string, component: string, prop: string) {
  const res = await browser.visit(path, {
    'X-Inertia-Partial-Component': component,
    'X-Inertia-Partial-Data': prop,
  });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  return ((await res.json()) as { props: Record<string, T> }).props[prop]!;
}

/** The upload route of the demo's open customs hold. */
async function customsHold(browser: Browser): Promise<string> {
  await browser.visit('/dashboard');
  const attention = await partial<AttentionSummary>(
    browser,
    '/dashboard',
    'dashboard/dashboard',
    'attention',
  );
  const held = attention.packages.find((p) => p.exception.kind === 'customs_hold');
  if (!held) throw new Error('the demo has no open customs hold');
  const track = `${held.shipmentId}:${held.packageId}`;
  await browser.visit(`/shipments?track=${track}`);
  const tracking = await partial<TrackingResult>(
    browser,
    `/shipments?track=${track}`,
    'shipments/shipments',
    'tracking',
  );
  const exception = tracking.package?.exceptions?.find((e) => e.open);
  if (!exception) throw new Error('the customs hold is not in its drawer');
  return `/shipments/${held.shipmentId}/packages/${held.packageId}/exceptions/${exception.id}/document`;
}

export async function uploadFigures(): Promise<Figure[]> {
  return withPortalApart({}, async (portal) => {
    const browser = await new Browser(portal.url).signIn();
    const path = await customsHold(browser);
    const document = new Blob([Buffer.from('%PDF-1.7\n'), new Uint8Array(SIZE)], {
      type: 'application/pdf',
    });
    const floor = portal.rssMb();
    let peak = floor;
    const sampler = setInterval(() => (peak = Math.max(peak, portal.rssMb())), SAMPLE_MS);
    const start = performance.now();
    try {
      const answers = await Promise.all(
        Array.from({ length: UPLOADS }, async () => {
          const form = new FormData();
          form.append('document', document, 'invoice.pdf');
          const res = await fetch(portal.url + path, {
            method: 'POST',
            redirect: 'manual',
            headers: browser.headers(),
            body: form,
          });
          await res.arrayBuffer();
          return res.status;
        }),
      );
      // The first resolves the hold; the others reach the provider whole and are refused as
      // already resolved: each is a redirect back, none a failure of the portal.
      if (answers.some((status) => status >= 400))
        throw new Error(`uploads answered ${answers.join(', ')}`);
    } finally {
      clearInterval(sampler);
    }
    const seconds = (performance.now() - start) / 1000;
    peak = Math.max(peak, portal.rssMb());
    const growth = round(peak - floor);
    return [
      {
        id: 'UP',
        what: `portal RSS while ${UPLOADS} documents of 10 MB upload at once (peak)`,
        value: round(peak),
        unit: 'MB',
        floor: { what: 'the portal signed in, before the uploads', value: floor },
        ratio: round(floor / peak),
        target: `≤ floor + ${UPLOAD_GROWTH_BUDGET_MB} MB`,
        met: growth <= UPLOAD_GROWTH_BUDGET_MB,
        note: `grew ${growth} MB for ${UPLOADS * 10} MB sent, in ${round(seconds)} s`,
      },
    ];
  });
}
