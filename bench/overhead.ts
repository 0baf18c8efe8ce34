/**
 * P1, the BFF's overhead: a My Shipments visit through the portal against the same
 * upstream list call made directly to the same services (the floor), both in their own
 * processes. Throughput with 10 connections; added latency one request at a time. P1c:
 * the portal's CPU per visit against the services' CPU per list answer.
 */
import { Browser, DEMO_USER } from '../tests/support/processes';
import { round, median, type Figure } from './figures';
import { cpuUs, load, medianLatencyMs, SECONDS } from './http-load';
import { startBareBff } from './bare-bff';
import { withPortalApart } from './portal';

const ROUNDS = 3;
const WARM_UP_SECONDS = 8;

export async function bffOverhead(): Promise<Figure[]> {
  return withPortalApart({}, async (portal, services) => {
    const browser = await new Browser(portal.url).signIn();
    const visit = (await (await browser.visit('/shipments')).json()) as {
      props: { selectedAccountId: number | null };
    };
    const client = visit.props.selectedAccountId;
    if (!client) throw new Error('the demo user has no account selected');
    const login = await fetch(`${services.urls.main}/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(DEMO_USER),
    });
    const token = ((await login.json()) as { data: { access_token: { token: string } } }).data
      .access_token.token;

    // A visit as the Inertia client makes it once the page is open: it holds the once props
    // (the route list) and says so, so they are not sent again.
    const through = {
      url: `${portal.url}/shipments`,
      headers: browser.headers({
        Accept: 'text/html, application/xhtml+xml',
        'X-Requested-With': 'XMLHttpRequest',
        'X-Inertia-Except-Once-Props': 'ziggy',
      }),
    };
    // The same visit as a browser makes it: asking for a compressed answer, which the
    // visit above (as autocannon sends it) does not.
    const asBrowser = {
      url: through.url,
      headers: { ...through.headers, 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    };
    const direct = {
      url: `${services.urls.main}/user/clients/${client}/shipments?page=1`,
      headers: { 'Access-Token': token, Accept: 'application/json' },
    };
    // A portal that has been serving for a while: V8 optimises the visit's code over its
    // first few thousand visits, during which its CPU per visit falls by half (measured:
    // about 2 ms in the first seconds, 1 ms once warm). The services warm up on both sides.
    await load({ name: 'warm-up', ...through, seconds: WARM_UP_SECONDS });
    await load({ name: 'warm-up', ...direct, seconds: 2 });
    // The floors, answering the bytes the portal answers (bare-bff.ts): any Node BFF's, and
    // the chosen stack's before any work of the portal's own.
    const answer = Buffer.from(
      await (await fetch(through.url, { headers: through.headers })).arrayBuffer(),
    );
    const floors = [];
    for (const kind of ['node', 'express'] as const) {
      const server = await startBareBff({
        kind,
        upstream: services.urls.main,
        path: direct.url.slice(services.urls.main.length),
        token,
        body: answer,
      });
      await load({
        name: 'warm-up',
        url: server.url,
        headers: server.headers,
        seconds: WARM_UP_SECONDS,
      });
      floors.push({
        kind,
        server,
        cpu: 0,
        services: 0,
        visits: 0,
        errors: 0,
        ratios: [] as number[],
      });
    }

    // Alternating rounds so that whatever else the machine does falls on both sides alike.
    const seconds = Math.max(1, Math.round(SECONDS / ROUNDS));
    const ratios: number[] = [];
    const rates = { through: [] as number[], direct: [] as number[] };
    const errors = { through: 0, direct: 0 };
    const pids = { portal: portal.process.pid!, services: services.process.pid! };
    const cpu = { portal: 0, services: 0, visits: 0 };
    const browserCpu = { portal: 0, services: 0, visits: 0, ratios: [] as number[] };
    for (let r = 0; r < ROUNDS; r++) {
      const before = { portal: cpuUs(pids.portal), services: cpuUs(pids.services) };
      const a = await load({ name: 'through the portal', ...through, seconds });
      cpu.portal += cpuUs(pids.portal) - before.portal;
      cpu.services += cpuUs(pids.services) - before.services;
      cpu.visits += a.requests;
      const b = await load({ name: 'direct', ...direct, seconds });
      rates.through.push(a.requestsPerSec);
      rates.direct.push(b.requestsPerSec);
      errors.through += a.errors + a.non2xx;
      errors.direct += b.errors + b.non2xx;
      ratios.push(a.requestsPerSec / b.requestsPerSec);
      const atBrowser = { portal: cpuUs(pids.portal), services: cpuUs(pids.services) };
      const c = await load({ name: 'as a browser', ...asBrowser, seconds });
      browserCpu.portal += cpuUs(pids.portal) - atBrowser.portal;
      browserCpu.services += cpuUs(pids.services) - atBrowser.services;
      browserCpu.visits += c.requests;
      browserCpu.ratios.push(c.requestsPerSec / b.requestsPerSec);
      errors.through += c.errors + c.non2xx;
      for (const floor of floors) {
        const pid = floor.server.process.pid!;
        const at = { own: cpuUs(pid), services: cpuUs(pids.services) };
        const f = await load({
          name: floor.kind,
          url: floor.server.url,
          headers: floor.server.headers,
          seconds,
        });
        floor.cpu += cpuUs(pid) - at.own;
        floor.services += cpuUs(pids.services) - at.services;
        floor.visits += f.requests;
        floor.errors += f.errors + f.non2xx;
        floor.ratios.push(f.requestsPerSec / b.requestsPerSec);
      }
    }
    for (const floor of floors) await floor.server.stop();
    const latency = { through: [] as number[], direct: [] as number[] };
    for (let r = 0; r < ROUNDS; r++) {
      latency.through.push(await medianLatencyMs(through.url, through.headers, 300));
      latency.direct.push(await medianLatencyMs(direct.url, direct.headers, 300));
    }
    const floorErrors = floors.reduce((sum, floor) => sum + floor.errors, 0);
    if (errors.through || errors.direct || floorErrors) {
      throw new Error(
        `P1 had failed requests: ${JSON.stringify({ ...errors, floors: floorErrors })}`,
      );
    }
    const ratio = round(median(ratios));
    const added = round(median(latency.through) - median(latency.direct));
    const perVisit = { portal: cpu.portal / cpu.visits, services: cpu.services / cpu.visits };
    const cpuRatio = round(perVisit.portal / perVisit.services);
    type Side = { own: number; services: number; ratio: number };
    const [bare, stack] = floors.map((floor) => ({
      own: floor.cpu / floor.visits,
      services: floor.services / floor.visits,
      ratio: round(median(floor.ratios)),
    })) as [Side, Side];
    /**
     * A floor's visits per second beside the direct call's, in the same rounds: on a machine
     * where the chosen stack alone stays under P1's 0.9×, the portal cannot reach it.
     */
    const floorRate = (id: string, what: string, side: Side, most: string) => ({
      id,
      what,
      value: side.ratio,
      unit: '×',
      floor: { what: 'the list call made directly, same rounds', value: 1 },
      ratio: side.ratio,
      target: `reported: the most ${most} reaches on this machine`,
      met: true,
    });
    /** A floor's CPU per visit beside the services', and what the portal spends above it. */
    const floorFigure = (id: string, what: string, side: Side, part: string, above: string) => ({
      id,
      what,
      value: Math.round(side.own),
      unit: 'µs',
      floor: { what: "the services' CPU per list answer", value: Math.round(side.services) },
      ratio: round(side.own / side.services),
      target: `reported: ${part}`,
      met: true,
      note: `${above}: ${Math.round(perVisit.portal - side.own)} µs per visit`,
    });
    return [
      {
        id: 'P1',
        what: 'My Shipments visit, req/s (10 connections)',
        value: median(rates.through),
        unit: 'req/s',
        floor: { what: 'the list call made directly', value: median(rates.direct) },
        ratio,
        target: '≥ 0.9× the direct call',
        met: ratio >= 0.9,
      },
      {
        id: 'P1c',
        what: 'My Shipments visit, portal CPU per visit',
        value: Math.round(perVisit.portal),
        unit: 'µs',
        floor: { what: "the services' CPU per list answer", value: Math.round(perVisit.services) },
        ratio: cpuRatio,
        target: '≤ 0.5× the services',
        met: cpuRatio <= 0.5,
        note: `the bare Node server's CPU per visit: ${Math.round(bare.own)} µs (P1f); Express's: ${Math.round(stack.own)} µs (P1e)`,
      },
      {
        id: 'P1b',
        what: 'the same visit as a browser asks for it (compressed answer), portal CPU per visit',
        value: Math.round(browserCpu.portal / browserCpu.visits),
        unit: 'µs',
        floor: {
          what: "the services' CPU per list answer",
          value: Math.round(browserCpu.services / browserCpu.visits),
        },
        ratio: round(browserCpu.portal / browserCpu.services),
        target: "reported: a customer's visit, which P1c's uncompressed one understates",
        met: true,
        note: `req/s against the direct call in the same rounds: ${round(median(browserCpu.ratios))}×`,
      },
      floorFigure(
        'P1f',
        'the same visit on a bare Node server (node:http, undici, JSON.parse), CPU',
        bare,
        'the part of P1c no BFF on Node avoids',
        "the portal's own work",
      ),
      floorFigure(
        'P1e',
        'the same visit on Express 5, express-session (SQLite), helmet, compression, CPU',
        stack,
        'the part of P1c the chosen stack costs before the portal works',
        "the portal's work above its stack",
      ),
      floorRate(
        'P1f',
        'the same visit on a bare Node server, req/s against the direct call',
        bare,
        'any BFF on Node',
      ),
      floorRate(
        'P1e',
        'the same visit on the chosen stack, req/s against the direct call',
        stack,
        'the chosen stack',
      ),
      {
        id: 'P1',
        what: 'My Shipments visit, added median latency',
        value: added,
        unit: 'ms',
        floor: { what: 'the list call made directly', value: round(median(latency.direct)) },
        target: '≤ 1 ms added',
        met: added <= 1,
      },
    ];
  });
}
