import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { returnFields, returnLinks } from '../../../server/api/shipment-returns';
import {
  allDelivered,
  draftAsked,
  endKinds,
  isDeliveredStatus,
  returnReference,
} from '../../../shared/shipments/returns';

describe('a return’s draft', () => {
  it('is referenced RET- and the original Order Reference, else its AWB', () => {
    expect(returnReference('ORD-123456', '1234567890')).toBe('RET-ORD-123456');
    expect(returnReference('  ', '1234567890')).toBe('RET-1234567890');
    expect(returnReference('', '1234567890')).toBe('RET-1234567890');
  });

  it('is cut to the Order Reference field’s 64 characters', () => {
    expect(returnReference('X'.repeat(64), 'A')).toHaveLength(64);
  });

  it('picks up among the consignee addresses and delivers among the account’s own', () => {
    expect(endKinds(true)).toEqual({ sender: 'customer', receiver: 'client' });
    expect(endKinds(false)).toEqual({ sender: 'client', receiver: 'customer' });
  });
});

describe('when a shipment can be returned', () => {
  it('reads delivered by the slug, else by the label', () => {
    expect(isDeliveredStatus('delivered', 'Anything')).toBe(true);
    expect(isDeliveredStatus('in_transit', 'Delivered')).toBe(false);
    expect(isDeliveredStatus(null, ' Delivered ')).toBe(true);
    expect(isDeliveredStatus(undefined, 'Out for Delivery')).toBe(false);
  });

  it('once every package is delivered, and never without packages', () => {
    expect(allDelivered([{ delivered: true }, { delivered: true }])).toBe(true);
    expect(allDelivered([{ delivered: true }, { delivered: false }])).toBe(false);
    expect(allDelivered([])).toBe(false);
  });
});

describe('the page’s question before a draft is replaced', () => {
  it('names the shipment and the action', () => {
    expect(draftAsked({ shipAgain: { shipment: '7', confirm: true } })).toEqual({
      shipment: '7',
      action: 'ship-again',
    });
    expect(draftAsked({ createReturn: { shipment: '8', confirm: true } })).toEqual({
      shipment: '8',
      action: 'create-return',
    });
  });

  it('is no question when the flash says something else', () => {
    expect(draftAsked(null)).toBeNull();
    expect(draftAsked({ createReturn: { shipment: 8, confirm: true } })).toBeNull();
    expect(draftAsked({ createReturn: { shipment: '8' } })).toBeNull();
  });
});

describe('the provider’s links between a return and its original', () => {
  const row = z.object(returnFields);
  const links = (value: unknown) => returnLinks(row.parse(value));

  it('reads both, ids as text, the package when given', () => {
    expect(
      links({
        return_of: { id: 7, awb: 'M7', package_id: 70 },
        returns: [{ id: 9, awb: 'M9' }],
      }),
    ).toEqual({
      returnOf: { id: '7', awb: 'M7', packageId: '70' },
      returns: [{ id: '9', awb: 'M9', packageId: null }],
    });
  });

  it('shows nothing a provider without the extension does not say', () => {
    expect(links({})).toEqual({ returnOf: null, returns: [] });
    expect(links({ return_of: null, returns: null })).toEqual({ returnOf: null, returns: [] });
  });

  it('leaves out a garbled link rather than show a false one', () => {
    expect(
      links({ return_of: { id: 7 }, returns: [{ awb: 'M9' }, 'x', { id: 3, awb: 'M3' }] }),
    ).toEqual({ returnOf: null, returns: [{ id: '3', awb: 'M3', packageId: null }] });
    expect(links({ return_of: 'yes', returns: 'many' })).toEqual({ returnOf: null, returns: [] });
  });
});
