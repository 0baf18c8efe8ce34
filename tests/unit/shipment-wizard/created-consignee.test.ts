import { describe, expect, it } from 'vitest';
import { createdConsigneeFrom } from '../../../shared/shipment-wizard/types';

describe("the 'New consignee' popup's answer", () => {
  it('is read from its own flash key, with an id and a line', () => {
    const flash = { createdConsignee: { id: 'c1', text: 'Rami Khoury, Beirut' } };
    expect(createdConsigneeFrom(flash)).toEqual({ id: 'c1', text: 'Rami Khoury, Beirut' });
  });

  it('is nothing when the flash holds anything else', () => {
    expect(createdConsigneeFrom(undefined)).toBeNull();
    expect(createdConsigneeFrom({ createdAddress: { id: 'a', text: 'b' } })).toBeNull();
    expect(createdConsigneeFrom({ createdConsignee: { id: 7, text: 'b' } })).toBeNull();
  });
});
