import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimDetail, ClaimRow, ClaimsTable } from '../../../shared/claims/types';
import type { Offered } from '../../../shared/billing/types';
import type { TrackingView } from '../../../shared/shipments/types';
import { signedIn, type InertiaBrowser } from '../../support/inertia';
import { allShipmentRows, drawerOf } from '../../support/data/shipments';
import { startPortal, type Portal } from '../../support/portal';
import {
  answerWhen,
  callsMatching,
  notFoundEnvelope,
  serverError,
} from '../../support/provider/answers';

/**
 * Claims (docs/claims.md): the Claims page and a claim's page, 'File a claim' from the
 * drawer with its refusals (above the declared value, past the deadline, a second claim),
 * the answer to a request for information, and photos streamed one by one, read by their
 * first bytes. The demo account holds five claims, one waiting for information.
 */

let portal: Portal;
let user: InertiaBrowser;
beforeAll(async () => {
  portal = await startPortal({ fake: 'all', timeoutMs: 10000 });
  user = await signedIn(portal.app);
});
afterEach(() => portal.overrides.clear());
afterAll(() => portal?.close());

interface Found {
  shipment: string;
  pkg: string;
  view: TrackingView;
}

const claimsTable = async (query: Record<string, string> = {}) =>
  (await user.visit(['claims', query]))
    .component('claims/claims')
    .prop<Offered<ClaimsTable>>('table');

const rows = () => allShipmentRows(user);
const drawer = (shipment: string, pkg: string) => drawerOf(user, shipment, pkg);

/** Packages that can be claimed for now, by their drawers. */
async function claimable(count: number): Promise<Found[]> {
  const found: Found[] = [];
  for (const row of await rows()) {
    for (const pkg of row.packages) {
      if (!/delivered/i.test(pkg.status)) continue;
      const view = await drawer(row.id, pkg.id);
      if (view.claimable && !view.claimable.pastDeadline) {
        found.push({ shipment: row.id, pkg: pkg.id, view });
        if (found.length === count) return found;
      }
    }
  }
  throw new Error(`fewer than ${count} claimable packages`);
}

const file = (found: Found, body: Record<string, unknown>) =>
  user.post(['shipments.file-claim', { shipment: found.shipment, package: found.pkg }], body, {
    errorBag: 'claim',
  });

const addPhoto = (claim: string, content: Buffer, filename: string) =>
  user.post(
    ['claim.photos', { claim }],
    {},
    {
      errorBag: 'claimPhoto',
      files: { photo: { content, filename } },
    },
  );

const claimPage = async (claim: string) =>
  (await user.visit(['claim', { claim }])).component('claims/claim').prop<ClaimDetail>('claim');

/** The dev route that moves a package's history back, as the provider's clock would. */
async function age(pkg: string, days: number) {
  const url = new URL(`/dev/packages/${pkg}/age`, portal.services.urls.main);
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ days }),
  });
  expect(answer.status).toBe(200);
}

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(4096, 7),
]);
const claimCalls = () => portal.calls.filter((call) => /POST .*\/claims/.test(call));

describe('the Claims page', () => {
  it('lists the account’s claims newest first, each with its status', async () => {
    const table = await claimsTable();
    expect(table.state).toBe('ok');
    if (table.state !== 'ok') return;
    const statuses = table.value.rows.map((row) => row.status);
    expect(statuses).toEqual(
      expect.arrayContaining([
        'submitted',
        'in_review',
        'information_needed',
        'approved',
        'refused',
      ]),
    );
    const approved = table.value.rows.find((row) => row.status === 'approved')!;
    expect(approved.approvedAmount?.value).toBeGreaterThan(0);
    expect(table.value.statusOptions[0]).toEqual({ value: '', label: 'All' });
  });

  it('keeps the claims of the status chosen, and reads any other as every claim', async () => {
    const waiting = await claimsTable({ 'apply-filter': 'information_needed' });
    if (waiting.state !== 'ok') throw new Error('not loaded');
    expect(waiting.value.rows.map((row: ClaimRow) => row.status)).toEqual(
      waiting.value.rows.map(() => 'information_needed'),
    );
    expect(waiting.value.rows.length).toBeGreaterThan(0);
    const any = await claimsTable({ 'apply-filter': 'lost-in-space' });
    if (any.state !== 'ok') throw new Error('not loaded');
    expect(any.value.filters.filter).toBe('');
  });

  it('says plainly when the provider offers no claims, and when it cannot be reached', async () => {
    portal.overrides.add(
      answerWhen(callsMatching('GET /user/clients/\\d+/claims'), notFoundEnvelope),
    );
    expect((await claimsTable()).state).toBe('not-offered');
    portal.overrides.clear();
    portal.overrides.add(answerWhen(callsMatching('GET /user/clients/\\d+/claims'), serverError));
    expect((await claimsTable()).state).toBe('unavailable');
  });
});

describe('a claim’s page', () => {
  it('shows the claim and its thread, and is the 404 page for one not the account’s', async () => {
    const table = await claimsTable();
    if (table.state !== 'ok') throw new Error('not loaded');
    const refused = table.value.rows.find((row) => row.status === 'refused')!;
    const claim = await claimPage(refused.id);
    expect(claim).toMatchObject({ id: refused.id, status: 'refused', awb: refused.awb });
    expect(claim.statusReason).toBeTruthy();
    expect(claim.messages.length).toBeGreaterThan(0);
    const foreign = await user.visit(['claim', { claim: '987654321' }]);
    expect(foreign.status).toBe(404);
  });

  it('answers a request for information: the claim goes back to review', async () => {
    const waiting = await claimsTable({ 'apply-filter': 'information_needed' });
    if (waiting.state !== 'ok') throw new Error('not loaded');
    const id = waiting.value.rows[0]!.id;
    expect((await claimPage(id)).informationRequest).toBeTruthy();
    const empty = await user.post(
      ['claim.answer', { claim: id }],
      { text: ' ' },
      {
        errorBag: 'answer',
      },
    );
    expect(empty.errors('answer')).toEqual({ text: 'Your answer is required' });
    const long = await user.post(
      ['claim.answer', { claim: id }],
      { text: 'x'.repeat(2001) },
      {
        errorBag: 'answer',
      },
    );
    expect(long.errors('answer')).toEqual({ text: 'Your answer may be at most 2000 characters.' });
    const sent = await user.post(
      ['claim.answer', { claim: id }],
      { text: 'The box was crushed on one corner; photos attached.' },
      { errorBag: 'answer' },
    );
    sent.toasts({
      message: 'Your answer has been sent. The claim is back in review.',
      status: 'success',
    });
    const after = await claimPage(id);
    expect(after.status).toBe('in_review');
    expect(after.messages.at(-1)).toMatchObject({
      from: 'customer',
      text: 'The box was crushed on one corner; photos attached.',
    });
    // Answered once: a second answer is refused above the form.
    const again = await user.post(
      ['claim.answer', { claim: id }],
      { text: 'Again' },
      {
        errorBag: 'answer',
      },
    );
    expect(again.errors('answer')).toEqual({ form: 'This claim is not waiting for information.' });
  });
});

describe('filing a claim from the drawer', () => {
  let found: Found[];
  beforeAll(async () => {
    found = await claimable(2);
  });

  it('gives the drawer what the package allows, and the claim filed on another', async () => {
    const { view } = found[0]!;
    expect(view.claimable).toMatchObject({
      kinds: ['damaged', 'missing_contents'],
      declaredValue: { currency: expect.stringMatching(/^[A-Z]{3}$/) },
      pastDeadline: false,
    });
    const table = await claimsTable();
    if (table.state !== 'ok') throw new Error('not loaded');
    const row = table.value.rows[0]!;
    const withClaim = await drawer(row.shipmentId, row.packageId);
    expect(withClaim.claim).toMatchObject({ id: row.id, status: row.status });
    expect(withClaim.claimable).toBeNull();
  });

  it('checks the claim by the dialog’s rules, the declared value said, and sends nothing', async () => {
    const target = found[0]!;
    const declared = target.view.claimable!.declaredValue;
    const before = claimCalls().length;
    await user.visit(['shipments', { track: `${target.shipment}:${target.pkg}` }]);
    const refused = await file(target, {
      kind: 'lost',
      amount: String(declared.value + 1),
      description: '',
    });
    expect(refused.errors('claim')).toEqual({
      kind: 'What happened is required',
      amount: `The amount claimed may be at most the declared value, ${declared.value.toFixed(2)} ${declared.currency}.`,
      description: 'Description is required',
    });
    const notANumber = await file(target, { kind: 'damaged', amount: '12,5', description: 'x' });
    expect(notANumber.errors('claim')).toEqual({
      amount: 'Enter the amount as a number above 0, with at most 2 decimals.',
    });
    expect(claimCalls().length).toBe(before);
  });

  it('files a claim, then adds its photos one by one, each read by its first bytes', async () => {
    const target = found[0]!;
    await user.visit(['shipments', { track: `${target.shipment}:${target.pkg}` }]);
    const filed = await file(target, {
      kind: 'damaged',
      amount: '10.50',
      description: 'The vase arrived in pieces.',
    });
    filed.toasts({ message: 'Your claim has been submitted.', status: 'success' });
    const claim = (await drawer(target.shipment, target.pkg)).claim!;
    expect(claim.status).toBe('submitted');

    const program = Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(2048, 1)]);
    expect((await addPhoto(claim.id, program, 'photo.png')).errors('claimPhoto')).toEqual({
      photo: 'The photo must be a JPEG or PNG image.',
    });
    const pdf = Buffer.from('%PDF-1.7\n%%EOF\n');
    expect((await addPhoto(claim.id, pdf, 'photo.pdf')).errors('claimPhoto')).toEqual({
      photo: 'The photo must be a JPEG or PNG image.',
    });
    const large = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024, 1)]);
    expect((await addPhoto(claim.id, large, 'big.png')).errors('claimPhoto')).toEqual({
      photo: 'The photo is larger than 10 MB.',
    });
    expect((await claimPage(claim.id)).photos).toBe(0);

    for (let n = 1; n <= 5; n++) {
      expect((await addPhoto(claim.id, PNG, `photo-${n}.png`)).errors('claimPhoto')).toEqual({});
    }
    const full = await claimPage(claim.id);
    expect(full).toMatchObject({ photos: 5, description: 'The vase arrived in pieces.' });
    expect((await addPhoto(claim.id, PNG, 'sixth.png')).errors('claimPhoto')).toEqual({
      photo: 'A claim takes at most 5 photos.',
    });
  });

  it('refuses a second claim on the package before anything is sent', async () => {
    const target = found[0]!;
    const before = claimCalls().length;
    const again = await file(target, { kind: 'damaged', amount: '1', description: 'Again.' });
    expect(again.errors('claim')).toEqual({ form: 'This package cannot be claimed for.' });
    expect(claimCalls().length).toBe(before);
  });

  it('refuses a package past its deadline with the date, before anything is sent', async () => {
    const target = found[1]!;
    await age(target.pkg, 40);
    const view = await drawer(target.shipment, target.pkg);
    expect(view.claimable?.pastDeadline).toBe(true);
    const before = claimCalls().length;
    const late = await file(target, { kind: 'damaged', amount: '1', description: 'Late.' });
    expect(late.errors('claim')).toEqual({
      form: `Claims on this package closed on ${view.claimable!.deadline}.`,
    });
    expect(claimCalls().length).toBe(before);
  });

  it('is the 404 page for another account’s package', async () => {
    const foreign = await file(
      { shipment: '987654321', pkg: '987654321', view: found[0]!.view },
      { kind: 'damaged', amount: '1', description: 'x' },
    );
    expect(foreign.status).toBe(404);
  });
});

describe('a decided claim', () => {
  it('takes no more photos, and says so before a byte is sent', async () => {
    const table = await claimsTable({ 'apply-filter': 'approved' });
    if (table.state !== 'ok') throw new Error('not loaded');
    const id = table.value.rows[0]!.id;
    expect((await addPhoto(id, PNG, 'late.png')).errors('claimPhoto')).toEqual({
      photo: 'This claim has been decided: it takes no more photos.',
    });
  });
});
