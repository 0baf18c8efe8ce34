import { describe, expect, it } from 'vitest';
import {
  UpstreamNotFoundError,
  UpstreamSignedOutError,
  UpstreamUnansweredError,
  UpstreamUnavailableError,
  UpstreamValidationError,
} from '../../../server/failures';
import { endpointTemplate, upstreamOutcome } from '../../../server/ops/upstream-outcome';
import type { UpstreamCallRecord } from '../../../server/upstream';

const details = { service: 'main' as const, method: 'GET', path: '/x', status: 0 };
const call = (over: Partial<UpstreamCallRecord> = {}): UpstreamCallRecord => ({
  ...details,
  seconds: 0.01,
  timedOut: false,
  ...over,
});

describe('endpointTemplate', () => {
  it.each([
    ['/user/clients/100200301/shipments', '/user/clients/:id/shipments'],
    ['/user/clients/100200301/shipments/AWB1234567/label', '/user/clients/:id/shipments/:id/label'],
    ['/addresses/0b0e6a52-2bb0-4c36-8f5c-8a7f2d3c9f10', '/addresses/:id'],
    ['/user/by-email/jo%40x.test', '/user/by-email/:id'],
    ['/user/profile', '/user/profile'],
    ['/', '/'],
  ])('%s → %s', (path, template) => {
    expect(endpointTemplate(path)).toBe(template);
  });

  it('keeps a long word out of the labels', () => {
    expect(endpointTemplate(`/x/${'a'.repeat(40)}`)).toBe('/x/:id');
  });
});

describe('upstreamOutcome', () => {
  it('tells ok, refused, unavailable, timeout and signed out apart', () => {
    expect(upstreamOutcome(call())).toBe('ok');
    expect(
      upstreamOutcome(call({ failure: new UpstreamValidationError(details, { a: 'b' }) })),
    ).toBe('refused');
    expect(upstreamOutcome(call({ failure: new UpstreamNotFoundError('x', details) }))).toBe(
      'refused',
    );
    expect(upstreamOutcome(call({ failure: new UpstreamUnavailableError('x', details) }))).toBe(
      'unavailable',
    );
    expect(
      upstreamOutcome(
        call({ failure: new UpstreamUnansweredError('timed out', details), timedOut: true }),
      ),
    ).toBe('timeout');
    expect(upstreamOutcome(call({ failure: new UpstreamSignedOutError('x', details) }))).toBe(
      'signed_out',
    );
  });
});
