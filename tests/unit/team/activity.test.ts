import { describe, expect, it } from 'vitest';
import { fill } from '../../../shared/i18n/wording';
import { detailsInWords } from '../../../shared/team/details';
import { activityQuery, parseActivityFilters } from '../../../shared/team/query';

// The Activity page's address and a record's details in words (docs/team.md, 'In the portal').
describe('the Activity page’s filters', () => {
  it('keep a member id, a kind of the record and a calendar range', () => {
    expect(
      parseActivityFilters({
        member: '42',
        kind: 'role_changed',
        from: '2026-11-01',
        to: '2026-11-30',
        page: '3',
      }),
    ).toEqual({
      member: '42',
      kind: 'role_changed',
      from: '2026-11-01',
      to: '2026-11-30',
      page: 3,
      search: '',
    });
  });

  it('drop what no page could ask for, and turn a backwards range round', () => {
    expect(
      parseActivityFilters({
        member: 'x1',
        kind: 'everything',
        from: '2026-12-01',
        to: '2026-11-01',
      }),
    ).toMatchObject({ member: '', kind: '', from: '2026-11-01', to: '2026-12-01', page: 1 });
    expect(parseActivityFilters({ member: '0', from: '2026-02-30' })).toMatchObject({
      member: '',
      from: '',
    });
  });

  it('keep a range within the provider’s 366 days, its end kept', () => {
    expect(parseActivityFilters({ from: '2020-01-01', to: '2026-11-30' })).toMatchObject({
      from: '2025-11-29',
      to: '2026-11-30',
    });
  });

  it('leave the defaults out of the address', () => {
    expect(activityQuery(parseActivityFilters({}))).toEqual({});
    expect(activityQuery(parseActivityFilters({ kind: 'member_joined', page: '2' }))).toEqual({
      kind: 'member_joined',
      page: 2,
    });
  });
});

describe('a record’s details', () => {
  const english = (id: string, values?: Record<string, string>) => fill(id, values ?? {});

  it('say a role change, a return, an address, the requirement and a role', () => {
    expect(detailsInWords({ from: 'viewer', to: 'shipper' }, english)).toBe('Viewer to Shipper');
    expect(detailsInWords({ returnOf: '1234567890' }, english)).toBe('Return of 1234567890');
    expect(detailsInWords({ action: 'corrected' }, english)).toBe('Corrected');
    expect(detailsInWords({ requireTwoFactor: false }, english)).toBe('Not required');
    expect(detailsInWords({ role: 'finance', left: true }, english)).toBe('Left the account');
    expect(detailsInWords({ role: 'finance' }, english)).toBe('Finance');
    expect(detailsInWords({}, english)).toBe('');
  });
});
