import { describe, expect, it } from 'vitest';
import { isValidRequestId } from '../../../server/ops/request-context';

describe('isValidRequestId', () => {
  it.each([
    '0b0e6a52-2bb0-4c36-8f5c-8a7f2d3c9f10',
    '4bf92f3577b34da6a3ce929d0e0e4736',
    'Root=1-67891233-abcdef012345678912345678',
    'req_01H9Z',
  ])('keeps %s', (id) => expect(isValidRequestId(id)).toBe(true));

  it.each([
    ['empty', ''],
    ['a space', 'a b'],
    ['a line break', 'a\nb'],
    ['markup', '<script>'],
    ['a quote', 'a"b'],
    ['too long', 'a'.repeat(129)],
    ['not a string', ['a', 'b']],
  ])('refuses %s', (_what, id) => expect(isValidRequestId(id)).toBe(false));
});
