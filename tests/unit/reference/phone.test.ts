import { describe, expect, it } from 'vitest';
import { maskPhone, normalizePhone, phoneKey } from '../../../server/reference/domain/phone';

describe('phone masking (spec §9: first 3 or 4 characters, 5 dots, last 2)', () => {
  it('shows the plus and three digits of an international number', () => {
    expect(maskPhone('+442071400502')).toBe('+442.....02');
    expect(maskPhone('+96170400501')).toBe('+961.....01');
  });

  it('shows three digits of a number without a plus', () => {
    expect(maskPhone('96170400501')).toBe('961.....01');
  });
});

describe('phone normalising', () => {
  it('drops what people type between digits', () => {
    expect(normalizePhone(' +1 (212) 555-0101 ')).toBe('+12125550101');
    expect(normalizePhone('03.123.456')).toBe('03123456');
  });

  it('needs 7 to 15 digits', () => {
    expect(normalizePhone('123456')).toBeNull();
    expect(normalizePhone('1234567')).toBe('1234567');
    expect(normalizePhone('+123456789012345')).toBe('+123456789012345');
    expect(normalizePhone('+1234567890123456')).toBeNull();
    expect(normalizePhone('12a4567')).toBeNull();
    expect(normalizePhone('1+234567')).toBeNull();
  });

  it('matches outbox recipients by digits', () => {
    expect(phoneKey('+44 207 1400502')).toBe(phoneKey('442071400502'));
  });
});
