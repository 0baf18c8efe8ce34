import { describe, expect, it } from 'vitest';
import { initials } from '../../../shared/ui/initials';

describe('initials', () => {
  it('takes the first letter of the first and the last name, upper-cased', () => {
    expect(initials('Demo', 'User')).toBe('DU');
    expect(initials('ada', 'lovelace')).toBe('AL');
  });

  it('uses the one name there is when the other is empty', () => {
    expect(initials('Demo', '')).toBe('D');
    expect(initials(null, 'user')).toBe('U');
  });

  it('is "?" when both names are empty, blank or missing', () => {
    expect(initials('', '')).toBe('?');
    expect(initials('  ', '\t')).toBe('?');
    expect(initials(null, undefined)).toBe('?');
  });

  it('ignores leading spaces and keeps letters outside ASCII whole', () => {
    expect(initials('  émile', ' zola')).toBe('ÉZ');
    expect(initials('𝒜lice', 'Bob')).toBe('𝒜B');
  });
});
