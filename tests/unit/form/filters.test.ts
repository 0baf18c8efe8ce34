import { describe, expect, it } from 'vitest';
import { onlyDecimal, onlyNumbers } from '../../../resources/js/lib/input-filters';

describe('onlyNumbers', () => {
  it.each([
    ['12a3-4 5', '12345'],
    ['abc', ''],
    ['', ''],
    ['0042', '0042'],
    ['1.5', '15'],
    ['٣4', '4'], // only ASCII digits: the server reads nothing else
  ])('%j → %j', (input, output) => {
    expect(onlyNumbers(input)).toBe(output);
  });
});

describe('onlyDecimal', () => {
  it.each([
    ['12.5', '12.5'],
    ['1.2.3', '1.23'],
    ['.5', '0.5'],
    ['..5', '0.5'],
    ['.', '0.'],
    ['a1b.c2', '1.2'],
    ['12.', '12.'],
    ['', ''],
    ['x', ''],
    ['1,5', '15'],
    ['-3.2', '3.2'],
  ])('%j → %j', (input, output) => {
    expect(onlyDecimal(input)).toBe(output);
  });

  it('is idempotent', () => {
    for (const input of ['1.2.3', '.5', 'a.b.c1', '007.70.']) {
      expect(onlyDecimal(onlyDecimal(input))).toBe(onlyDecimal(input));
    }
  });
});
