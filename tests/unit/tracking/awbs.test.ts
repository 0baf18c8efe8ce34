import { describe, expect, it } from 'vitest';
import {
  awbLines,
  awbQuery,
  checkAwbs,
  MAX_AWB_INPUT,
  MAX_AWBS,
  splitAwbs,
} from '../../../shared/tracking/awbs';

describe('the AWBs of the public tracking page', () => {
  it('are read one per line, or separated by commas, semicolons and spaces', () => {
    expect(splitAwbs(' 1234567890\n2345678901,3456789012 ;4567890123\r\n\t5678901234 ')).toEqual([
      '1234567890',
      '2345678901',
      '3456789012',
      '4567890123',
      '5678901234',
    ]);
  });

  it('are upper-cased and kept once each, in the order given', () => {
    expect(splitAwbs('1z999aa10123456784, 1234567890 1Z999AA10123456784')).toEqual([
      '1Z999AA10123456784',
      '1234567890',
    ]);
    expect(splitAwbs(' , \n ')).toEqual([]);
  });

  it('take at most 10, and say how many were given', () => {
    const ten = Array.from({ length: MAX_AWBS }, (_, i) => String(1000000000 + i));
    expect(checkAwbs(ten.join(','))).toEqual({ awbs: ten, error: null });
    const eleven = [...ten, '9999999999'];
    expect(checkAwbs(eleven.join('\n')).error).toBe('Enter at most 10 AWB numbers: this has 11.');
    expect(checkAwbs('1'.repeat(MAX_AWB_INPUT + 1)).error).toBe('Enter at most 10 AWB numbers.');
  });

  it('name the first number that cannot be an AWB', () => {
    expect(checkAwbs('1234567890, 12-34, ABC').error).toBe(
      '“12-34” is not an AWB number: AWB numbers are 6 to 30 letters and digits.',
    );
    expect(checkAwbs('12345').error).toMatch(/^“12345” is not an AWB number/);
    expect(checkAwbs('x'.repeat(40)).error).toMatch(/^“X{32}…” is not an AWB number/);
    expect(checkAwbs('<script>').error).toMatch(/^“<SCRIPT>” is not an AWB number/);
  });

  it('travel in the address as a comma list and show in the field a line each', () => {
    expect(awbQuery(['A1B2C3', '1234567890'])).toBe('A1B2C3,1234567890');
    expect(awbLines(['A1B2C3', '1234567890'])).toBe('A1B2C3\n1234567890');
  });
});
