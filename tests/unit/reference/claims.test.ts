import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/reference/db/connection';
import {
  amountProblem,
  claimDecision,
  claimWindow,
  nextClaimStep,
  QUESTIONS,
  REFUSALS,
  type PackageFacts,
} from '../../../server/reference/domain/claims';
import { tick } from '../../../server/reference/simulator';
import { claimById, insertClaim } from '../../../server/reference/store/claims';
import { addShipment, smallWorld } from '../../support/reference/fixtures';

const now = new Date('2026-03-31T12:00:00Z');
const facts = (over: Partial<PackageFacts>): PackageFacts => ({
  status: 'in_transit',
  deliveredAt: null,
  damagedAt: null,
  lastScanAt: '2026-03-30T10:00:00Z',
  pickedUp: true,
  ...over,
});

describe('which packages can be claimed for (docs/claims.md)', () => {
  it('takes damage and missing contents on a delivered package until 30 days after delivery', () => {
    const delivered = facts({ status: 'delivered', deliveredAt: '2026-03-01T09:00:00Z' });
    expect(claimWindow(delivered, now)).toEqual({
      kinds: ['damaged', 'missing_contents'],
      deadline: '2026-03-31',
      pastDeadline: false,
    });
    expect(claimWindow(delivered, new Date('2026-04-01T00:00:00Z'))?.pastDeadline).toBe(true);
  });

  it('takes damage on a damaged package on its way, from the day it was reported', () => {
    expect(claimWindow(facts({ damagedAt: '2026-03-20T08:00:00Z' }), now)).toEqual({
      kinds: ['damaged'],
      deadline: '2026-04-19',
      pastDeadline: false,
    });
  });

  it('calls lost a package picked up with no scan for 7 days, and nothing else', () => {
    expect(claimWindow(facts({ lastScanAt: '2026-03-24T12:00:01Z' }), now)).toBeNull();
    expect(claimWindow(facts({ lastScanAt: '2026-03-24T12:00:00Z' }), now)).toEqual({
      kinds: ['lost'],
      deadline: '2026-04-30',
      pastDeadline: false,
    });
    expect(claimWindow(facts({ lastScanAt: '2026-01-01T00:00:00Z', pickedUp: false }), now)).toBe(
      null,
    );
    expect(claimWindow(facts({ status: 'cancelled', damagedAt: now.toISOString() }), now)).toBe(
      null,
    );
  });
});

describe('the amount claimed', () => {
  const declared = { value: 120, currency: 'USD' };
  it('is at most the declared value, in its currency, and more than nothing', () => {
    expect(amountProblem({ value: 120, currency: 'USD' }, declared)).toBeNull();
    expect(amountProblem({ value: 120.004, currency: 'USD' }, declared)).toBeNull();
    expect(amountProblem({ value: 120.01, currency: 'USD' }, declared)).toContain('120.00 USD');
    expect(amountProblem({ value: 10, currency: 'EUR' }, declared)).toContain('USD');
    expect(amountProblem({ value: 0, currency: 'USD' }, declared)).not.toBeNull();
  });
});

describe('the provider’s decision', () => {
  it('asks one claim in three once, then approves losses and one in two others, damage at 80%', () => {
    expect(claimDecision({ id: 3, kind: 'damaged', amount: 100, asked: false })).toEqual({
      status: 'information_needed',
      text: QUESTIONS.damaged,
    });
    expect(claimDecision({ id: 3, kind: 'damaged', amount: 100, asked: true })).toMatchObject({
      status: 'approved',
      amount: 80,
    });
    expect(claimDecision({ id: 4, kind: 'lost', amount: 55.5, asked: false })).toMatchObject({
      status: 'approved',
      amount: 55.5,
    });
    expect(claimDecision({ id: 4, kind: 'missing_contents', amount: 9, asked: false })).toEqual({
      status: 'refused',
      text: REFUSALS.missing_contents,
    });
  });

  it('reviews a submitted claim after an hour and decides one in review after a day', () => {
    const claim = { id: 1, kind: 'lost' as const, amount: 10, asked: false };
    const at = '2026-03-31T10:00:00Z';
    expect(
      nextClaimStep({ ...claim, status: 'submitted' }, at, new Date('2026-03-31T10:59:59Z')),
    ).toBe(null);
    expect(
      nextClaimStep({ ...claim, status: 'submitted' }, at, new Date('2026-03-31T11:00:00Z')),
    ).toEqual({ status: 'in_review' });
    expect(
      nextClaimStep({ ...claim, status: 'in_review' }, at, new Date('2026-04-01T09:59:59Z')),
    ).toBe(null);
    expect(
      nextClaimStep({ ...claim, status: 'in_review' }, at, new Date('2026-04-01T10:00:00Z')),
    ).toMatchObject({ status: 'approved' });
    for (const status of ['information_needed', 'approved', 'refused'] as const) {
      expect(nextClaimStep({ ...claim, status }, at, new Date('2027-01-01T00:00:00Z'))).toBeNull();
    }
  });
});

describe('the simulator and claims', () => {
  let db: Db | undefined;
  afterEach(() => db?.close());

  it('moves claims on as time passes, and leaves one waiting for an answer', () => {
    const start = new Date('2026-03-02T08:00:00Z');
    const world = smallWorld(start);
    db = world.db;
    const shipment = addShipment(db, world.clientId, world.sender, world.receiver, start, 1);
    const claim = insertClaim(db, {
      clientId: world.clientId,
      shipmentId: shipment.shipment_id,
      packageId: shipment.packages[0]!.id,
      kind: 'damaged',
      amount: { value: 50, currency: 'USD' },
      description: 'Broken.',
      by: 'Test',
      at: start.toISOString(),
    });
    const at = (hours: number) => new Date(start.getTime() + hours * 3_600_000);
    const quiet = { random: () => 0.99 };
    expect(tick(db, at(0.5), quiet).claims).toEqual([]);
    expect(tick(db, at(1), quiet).claims).toEqual([claim.id]);
    expect(claimById(db, claim.id)?.status).toBe('in_review');
    expect(tick(db, at(24), quiet).claims).toEqual([]);
    expect(tick(db, at(25), quiet).claims).toEqual([claim.id]);
    // Claim 1: no question; odd, so approved, damage at 80%.
    expect(claimById(db, claim.id)).toMatchObject({ status: 'approved', approved_value: 40 });
    expect(tick(db, at(100), quiet).claims).toEqual([]);
  });
});
