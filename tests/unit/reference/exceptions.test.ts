import { describe, expect, it } from 'vitest';
import { branchById, branchesIn, BRANCHES } from '../../../server/reference/domain/branches';
import {
  ACTIONS_BY_KIND,
  documentMatches,
  EXCEPTION_EVENTS,
  EXCEPTION_KINDS,
  kindFor,
  mediaType,
  refusedCosts,
  rescheduleDates,
  takesAction,
} from '../../../server/reference/domain/exceptions';
import {
  DOCUMENT_WORDS,
  EXCEPTION_EVENT_WORDS,
  HOURS_WORDS,
  KIND_WORDS,
  sayWith,
  SUMMARY_WORDS,
} from '../../../server/reference/domain/words/exceptions';
import { statusLabel, trackingStatus } from '../../../server/reference/domain/statuses';

describe('which fix each kind of exception takes', () => {
  it('corrects an address, moves or holds a missed delivery, sends back or abandons a refusal', () => {
    expect(takesAction('address_problem', 'correct_address')).toBe(true);
    expect(takesAction('delivery_attempted', 'reschedule')).toBe(true);
    expect(takesAction('delivery_attempted', 'hold_at_branch')).toBe(true);
    expect(takesAction('customs_hold', 'upload_document')).toBe(true);
    expect(takesAction('refused', 'return_to_shipper')).toBe(true);
    expect(takesAction('refused', 'abandon')).toBe(true);
  });

  it('takes no other fix, and none for a damaged package', () => {
    expect(takesAction('address_problem', 'reschedule')).toBe(false);
    expect(takesAction('refused', 'hold_at_branch')).toBe(false);
    expect(takesAction('customs_hold', 'abandon')).toBe(false);
    expect(ACTIONS_BY_KIND.damaged).toEqual([]);
    expect(takesAction('damaged', 'abandon')).toBe(false);
    expect(takesAction('refused', 'teleport')).toBe(false);
  });
});

describe('rescheduleDates: the next five business days at the destination', () => {
  it('skips Saturday and Sunday in Lebanon, counting from the next day', () => {
    // Thursday 5 March 2026, 10:00 in Beirut.
    expect(rescheduleDates(new Date('2026-03-05T08:00:00Z'), 'LB')).toEqual([
      '2026-03-06',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
    ]);
  });

  it('skips Friday and Saturday in Saudi Arabia', () => {
    expect(rescheduleDates(new Date('2026-03-05T08:00:00Z'), 'SA')).toEqual([
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
    ]);
  });

  it('counts from the calendar day at the destination, not the server’s', () => {
    // 23:30 UTC on Sunday is already Monday in Beirut: Tuesday is the first day offered.
    expect(rescheduleDates(new Date('2026-03-08T23:30:00Z'), 'LB')[0]).toBe('2026-03-10');
  });
});

describe('refusedCosts: what returning or abandoning a refused package costs', () => {
  it('returns at the freight with the fuel surcharge, abandons at a quarter of it', () => {
    expect(refusedCosts(100, 'USD')).toEqual({
      return_to_shipper: { value: 112, currency: 'USD' },
      abandon: { value: 25, currency: 'USD' },
    });
  });

  it('abandons at 5 at least, and rounds to cents', () => {
    expect(refusedCosts(10.37, 'USD')).toEqual({
      return_to_shipper: { value: 11.61, currency: 'USD' },
      abandon: { value: 5, currency: 'USD' },
    });
  });
});

describe('documentMatches: a document is read by its content', () => {
  const pdf = Buffer.from('%PDF-1.7\n');
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0, 0, 0, 0]);
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);

  it('takes a PDF, a JPEG and a PNG that begin as their type does', () => {
    expect(documentMatches('application/pdf', pdf)).toBe(true);
    expect(documentMatches('image/jpeg', jpeg)).toBe(true);
    expect(documentMatches('image/png', png)).toBe(true);
  });

  it('refuses another type, a file of another kind, and one too short to tell', () => {
    expect(documentMatches('image/png', pdf)).toBe(false);
    expect(documentMatches('application/pdf', jpeg)).toBe(false);
    expect(documentMatches('image/jpeg', png)).toBe(false);
    expect(documentMatches('text/plain', pdf)).toBe(false);
    expect(documentMatches('image/png', png.subarray(0, 7))).toBe(false);
    expect(documentMatches('application/pdf', Buffer.alloc(0))).toBe(false);
  });

  it('reads the media type of a Content-Type with parameters, in any case', () => {
    expect(mediaType('Application/PDF; name=x.pdf')).toBe('application/pdf');
    expect(mediaType(undefined)).toBe('');
  });
});

describe('kindFor: what the simulator raises where a package is', () => {
  it('raises the door’s problems on a package out for delivery', () => {
    const kinds = [0, 0.4, 0.9].map((draw) => kindFor('out_for_delivery', true, draw));
    expect(kinds).toEqual(['delivery_attempted', 'address_problem', 'refused']);
  });

  it('holds only a package crossing a border at customs', () => {
    expect(kindFor('in_transit', true, 0)).toBe('customs_hold');
    for (const draw of [0, 0.3, 0.6, 0.99]) {
      expect(kindFor('in_transit', false, draw)).not.toBe('customs_hold');
    }
  });
});

describe('branches', () => {
  it('lists a few in the demo cities, each id once', () => {
    expect(branchesIn('Beirut').length).toBeGreaterThanOrEqual(2);
    for (const city of ['Tripoli', 'Sidon', 'Jounieh', 'Zahle', 'Dubai', 'Paris']) {
      expect(branchesIn(city).length, city).toBeGreaterThanOrEqual(1);
    }
    expect(new Set(BRANCHES.map((b) => b.id)).size).toBe(BRANCHES.length);
  });

  it('finds a city in any case or accents, all without one, none for another', () => {
    expect(branchesIn(' beirut ').map((b) => b.city)).toEqual(
      branchesIn('Beirut').map(() => 'Beirut'),
    );
    expect(branchesIn('Zahlé')).toEqual(branchesIn('Zahle'));
    expect(branchesIn(undefined)).toHaveLength(BRANCHES.length);
    expect(branchesIn('Atlantis')).toEqual([]);
    expect(branchById('BEY-HAM')?.city).toBe('Beirut');
    expect(branchById('nope')).toBeUndefined();
  });
});

describe('the words of exceptions', () => {
  it('has French and Arabic for every kind, event, document and opening hours', () => {
    for (const kind of EXCEPTION_KINDS) {
      expect(KIND_WORDS[EXCEPTION_EVENTS[kind].label], kind).toBeDefined();
    }
    for (const event of Object.values(EXCEPTION_EVENTS)) {
      expect(EXCEPTION_EVENT_WORDS[event.label], event.label).toBeDefined();
    }
    expect(Object.keys(DOCUMENT_WORDS)).toHaveLength(4);
    for (const branch of BRANCHES) expect(HOURS_WORDS[branch.hours], branch.id).toBeDefined();
  });

  it('fills a sentence’s placeholders after saying it', () => {
    expect(
      sayWith(SUMMARY_WORDS, 'fr', 'Delivery rescheduled to {date}.', { date: '2026-03-09' }),
    ).toBe('Livraison reprogrammée au 2026-03-09.');
    expect(
      sayWith(SUMMARY_WORDS, 'en', 'Held for collection at {branch}.', { branch: 'Beirut Hamra' }),
    ).toBe('Held for collection at Beirut Hamra.');
  });

  it('says an exception’s tracking event as the other events are said', () => {
    const event = trackingStatus('customs_hold');
    expect(event.code).toBe('CH');
    expect(statusLabel(event.label, 'fr')).toBe('Retenu en douane');
    expect(statusLabel(trackingStatus('delivery_rescheduled').label, 'ar')).toBe(
      'أُعيدت جدولة التسليم',
    );
  });
});
