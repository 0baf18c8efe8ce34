import { describe, expect, it } from 'vitest';
import {
  awbCheckDigit,
  isValidAwb,
  makeAwb,
  randomAwb,
} from '../../../server/reference/domain/awb';

describe('AWB numbers', () => {
  it('end with the serial modulo 7', () => {
    expect(awbCheckDigit('123456789')).toBe(123456789 % 7);
    expect(makeAwb(123456789)).toBe(`123456789${123456789 % 7}`);
    expect(makeAwb(100000000)).toBe(`100000000${100000000 % 7}`);
  });

  it('have ten digits, short serials padded with zeros', () => {
    expect(makeAwb(42)).toBe(`000000042${42 % 7}`);
    expect(() => makeAwb(1_000_000_000)).toThrow();
  });

  it('are accepted only with the right check digit', () => {
    const awb = makeAwb(987654321);
    expect(isValidAwb(awb)).toBe(true);
    const wrongCheck = `${awb.slice(0, -1)}${(Number(awb.slice(-1)) + 1) % 10}`;
    expect(isValidAwb(wrongCheck)).toBe(false);
    expect(isValidAwb(awb.slice(1))).toBe(false);
    expect(isValidAwb(`${awb.slice(0, -1)}x`)).toBe(false);
  });

  it('catch a mistyped serial digit off by one', () => {
    const awb = makeAwb(555555555);
    for (let position = 0; position < 9; position += 1) {
      const digit = Number(awb[position]);
      const typo = `${awb.slice(0, position)}${digit + 1}${awb.slice(position + 1)}`;
      expect(isValidAwb(typo)).toBe(false);
    }
  });

  it('are drawn from 9-digit serials', () => {
    const calls: Array<[number, number]> = [];
    const awb = randomAwb((min, max) => {
      calls.push([min, max]);
      return 314159265;
    });
    expect(calls).toEqual([[100_000_000, 1_000_000_000]]);
    expect(awb).toBe(makeAwb(314159265));
    expect(isValidAwb(randomAwb())).toBe(true);
  });
});
