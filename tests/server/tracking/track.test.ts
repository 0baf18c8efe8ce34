import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Offered } from '../../../shared/billing/types';
import type { ShipmentsTable } from '../../../shared/shipments/types';
import type { TrackCard } from '../../../shared/tracking/types';
import type { Loaded } from '../../../shared/types';
import { browser, signedIn, type InertiaBrowser } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';
import {
  callsMatching,
  htmlPage,
  notFoundEnvelope,
  serverError,
} from '../../support/provider/answers';

// Public tracking (docs/architecture.md): the page anyone opens at /track, signed in or not.

let portal: Portal;
/** AWBs of the demo user's packages, as My Shipments lists them. */
let known: string[];
/** A well-formed AWB no package has (its check digit is wrong for the reference's scheme). */
const UNKNOWN = '1000000001';

beforeAll(async () => {
  // One proxy hop, so each test chooses its address; a tenth of the limits, so that the
  // tracking limit (12 lookups per address here) is reached in two visits.
  portal = await startPortal({
    fake: 'main',
    record: (req) => `${req.method} ${req.path}`,
    env: { TRUST_PROXY: '1', RATE_LIMIT_SCALE: '0.1' },
  });
  const owner = await signedIn(portal.app);
  const table = (await owner.visit('shipments')).prop<Loaded<ShipmentsTable>>('table');
  if (!table.ok) throw new Error('the demo shipments did not load');
  known = table.value.rows.flatMap((row) => row.packages.map((p) => p.awb)).slice(0, 3);
});
afterAll(() => portal?.close());

let address = 0;
/** A visitor from an address of its own, so each test starts with the limit untouched. */
function visitor(): { guest: InertiaBrowser; headers: Record<string, string> } {
  address += 1;
  return { guest: browser(portal.app), headers: { 'X-Forwarded-For': `203.0.113.${address}` } };
}

async function track(awb: string | undefined, who = visitor()) {
  const query: Record<string, string> = awb === undefined ? {} : { awb };
  return who.guest.visit(['track', query], { headers: who.headers });
}

const cards = (results: unknown): TrackCard[] => {
  const offered = results as Offered<TrackCard[]>;
  if (offered.state !== 'ok') throw new Error(`results ${offered.state}`);
  return offered.value;
};

describe('the public tracking page', () => {
  it('opens without signing in, with an empty field and nothing looked up', async () => {
    portal.calls.length = 0;
    (await track(undefined))
      .component('tracking/track')
      .hasStatus(200)
      .where('auth.user', null)
      .whereAll({ awbs: '', error: null, results: null });
    expect(portal.calls.filter((c) => c.includes('/tracking/'))).toEqual([]);
  });

  it('opens for a signed-in user too, without the signed-in shell taking over', async () => {
    const user = await signedIn(portal.app);
    (await user.visit(['track', { awb: known[0]! }]))
      .component('tracking/track')
      .whereType('auth.user', 'object')
      .where('results.state', 'ok');
  });

  it('shows a card per AWB in the order given: known ones tracked, unknown ones said so', async () => {
    const asked = [known[0]!, UNKNOWN, known[1]!];
    const page = (await track(asked.join(','))).component('tracking/track').where('error', null);
    page.where('awbs', asked.join('\n'));
    const [first, unknown, last] = cards(page.prop('results'));
    expect([first?.awb, unknown?.awb, last?.awb]).toEqual(asked);
    expect(unknown).toEqual({ awb: UNKNOWN, state: 'unknown' });
    for (const card of [first!, last!]) {
      if (card.state !== 'found') throw new Error(`${card.awb} ${card.state}`);
      expect(card.tracking.awb).toBe(card.awb);
      expect(card.tracking.steps.map((s) => s.label)).toContain('Delivered');
      expect(card.tracking.updates.length).toBeGreaterThan(0);
      expect(Object.keys(card.tracking.origin ?? {})).toEqual(['city', 'country']);
      expect(Object.keys(card.tracking.destination ?? {})).toEqual(['city', 'country']);
    }
  });

  it('shows exactly what the signed-in drawer shows of the same package, minus the parties', async () => {
    const owner = await signedIn(portal.app);
    const table = (await owner.visit('shipments')).prop<Loaded<ShipmentsTable>>('table');
    if (!table.ok) throw new Error('no shipments');
    const row = table.value.rows.find((r) => r.packages.some((p) => p.awb === known[0]))!;
    const pkg = row.packages.find((p) => p.awb === known[0])!;
    await owner.visit(['shipments', { track: `${row.id}:${pkg.id}` }]);
    const drawer = (await owner.reloadOnly(['tracking'])).prop<{
      package: { steps: unknown; updates: unknown; status: string };
    }>('tracking').package;
    const [card] = cards((await track(known[0]!)).prop('results'));
    if (card?.state !== 'found') throw new Error('not found');
    expect(card.tracking.steps).toEqual(drawer.steps);
    expect(card.tracking.updates).toEqual(drawer.updates);
    expect(card.tracking.status).toBe(drawer.status);
  });

  it('takes numbers one per line, or separated by commas and spaces, each once', async () => {
    const typed = `  ${known[0]!.toLowerCase()}\n${known[1]!}, ${known[0]!};${UNKNOWN}  `;
    const page = await track(typed);
    page.where('awbs', [known[0], known[1], UNKNOWN].join('\n'));
    expect(cards(page.prop('results')).map((c) => c.state)).toEqual(['found', 'found', 'unknown']);
  });

  it('looks up at most 10, and says so under the field for more', async () => {
    portal.calls.length = 0;
    const eleven = Array.from({ length: 11 }, (_, i) => String(2000000000 + i));
    (await track(eleven.join(',')))
      .component('tracking/track')
      .where('results', null)
      .where('error', 'Enter at most 10 AWB numbers: this has 11.');
    expect(portal.calls.filter((c) => c.includes('/tracking/'))).toEqual([]);
  });

  it('looks up nothing when a number cannot be an AWB, and names it', async () => {
    portal.calls.length = 0;
    (await track(`${known[0]!},12-34,<script>`))
      .where('results', null)
      .where('error', (e: unknown) => typeof e === 'string' && e.includes('“12-34” is not an AWB'));
    (await track('x'.repeat(5000)))
      .where('results', null)
      .where('error', (e: unknown) => /at most 10/.test(String(e)));
    expect(portal.calls.filter((c) => c.includes('/tracking/'))).toEqual([]);
  });

  it('asks for a number when the form is sent empty', async () => {
    (await track('  , \n')).where('results', null).where('error', 'Enter at least one AWB number.');
  });

  it('takes the AWBs of a repeated parameter as one list', async () => {
    const page = await visitor().guest.visit(`/track?awb=${known[0]}&awb=${UNKNOWN}`);
    expect(cards(page.prop('results')).map((c) => c.state)).toEqual(['found', 'unknown']);
  });
});

describe('its limit per address', () => {
  it('counts each AWB looked up and says when to try again, never failing the page', async () => {
    const who = visitor();
    const ten = [...known, ...Array.from({ length: 7 }, (_, i) => String(3000000000 + i))];
    (await track(ten.join(','), who)).where('results.state', 'ok');
    portal.calls.length = 0;
    const refused = (await track(ten.slice(0, 3).join(','), who))
      .component('tracking/track')
      .hasStatus(429)
      .where('results', null)
      .where('awbs', ten.slice(0, 3).join('\n'))
      .where('error', (e: unknown) =>
        /^Too many attempts\. Please try again in \d+ minute/.test(String(e)),
      );
    refused.hasToast({ message: expect.stringMatching(/^Too many attempts/), status: 'error' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(portal.calls.filter((c) => c.includes('/tracking/'))).toEqual([]);
    // A refused lookup takes nothing: what is left is still there to use.
    (await track(known.slice(0, 2).join(','), who)).hasStatus(200).where('results.state', 'ok');
    // Another address is not held back.
    (await track(known[0]!)).hasStatus(200);
  });
});

describe('a provider', () => {
  const lookups = callsMatching('GET /tracking/.*');

  it('without the extension (404 everywhere): the page says tracking is not offered', async () => {
    portal.provider.rules.push((req) => (lookups(req) ? notFoundEnvelope : undefined));
    try {
      portal.upstream.cache.clear();
      (await track([known[0], UNKNOWN].join(','))).where('results', { state: 'not-offered' });
    } finally {
      portal.provider.rules.length = 0;
      portal.upstream.cache.clear();
    }
  });

  it('answering a web page instead: not offered either', async () => {
    portal.provider.rules.push((req) => (lookups(req) ? htmlPage(404) : undefined));
    try {
      (await track(known[0]!)).where('results', { state: 'not-offered' });
    } finally {
      portal.provider.rules.length = 0;
      portal.upstream.cache.clear();
    }
  });

  it('with it, whose unknown AWBs all answer 404: each is said unknown, the probe kept', async () => {
    portal.upstream.cache.clear();
    portal.calls.length = 0;
    const first = cards((await track(`${UNKNOWN},1000000012`)).prop('results'));
    expect(first.map((c) => c.state)).toEqual(['unknown', 'unknown']);
    await track(UNKNOWN);
    // The provider was asked once whether it offers tracking (a number that is no AWB).
    expect(portal.calls.filter((c) => c === 'GET /tracking/-')).toHaveLength(1);
  });

  it('in an outage: the page says tracking could not be loaded, a card alone when others came', async () => {
    portal.provider.rules.push((req) => (lookups(req) ? serverError : undefined));
    try {
      (await track(known[0]!)).hasStatus(200).where('results', { state: 'unavailable' });
    } finally {
      portal.provider.rules.length = 0;
    }
    portal.provider.rules.push((req) =>
      req.path === `/tracking/${known[1]}` ? serverError : undefined,
    );
    try {
      const states = cards((await track(`${known[0]},${known[1]}`)).prop('results'));
      expect(states.map((c) => c.state)).toEqual(['found', 'unavailable']);
    } finally {
      portal.provider.rules.length = 0;
    }
  });
});
