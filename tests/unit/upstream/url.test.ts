import { describe, expect, it } from 'vitest';
import { upstreamPath } from '../../../server/upstream';

describe('upstreamPath', () => {
  it('percent-encodes each value so it stays one path segment', () => {
    expect(upstreamPath`/user/clients/${12}/shipments/${'a/b?c=1'}`).toBe(
      '/user/clients/12/shipments/a%2Fb%3Fc%3D1',
    );
  });

  it.each(['', '.', '..'])('refuses %j, which would name another resource', (value) => {
    expect(() => upstreamPath`/clients/${value}/addresses`).toThrow(TypeError);
  });
});
