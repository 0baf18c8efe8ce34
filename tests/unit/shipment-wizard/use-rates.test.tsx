// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ziggyConfig } from '../../../server/routing/ziggy';
import type { RateQuote, RatesAnswer } from '../../../shared/rates/types';
import {
  emptyPackage,
  emptyValues,
  type WizardValues,
} from '../../../shared/shipment-wizard/values';
import {
  RATE_DELAY_MS,
  useRates,
} from '../../../resources/js/components/shipment-wizard/use-rates';
import { syncZiggy } from '../../../resources/js/lib/ziggy';

beforeAll(() => {
  syncZiggy({ ziggy: ziggyConfig('http://portal.test') });
});

function quote(value: number): RateQuote {
  return {
    quoteId: `q-${value}`,
    expiresAt: '2030-01-01T00:00:00Z',
    product: { value: 'N', label: 'Domestic Express', group: 'DOM' },
    total: { value, currency: 'USD' },
    breakdown: [],
    weights: { actual: 1, volumetric: 0, chargeable: 1, unit: 'kg' },
    delivery: {
      shipDate: '2026-12-02',
      estimatedDate: '2026-12-03',
      businessDays: 1,
      cutoff: '17:00',
    },
  };
}

const withWeight = (weight: string): WizardValues => ({
  ...emptyValues(),
  senderAddressId: '1',
  senderCountry: 'US',
  receiverAddressId: '2',
  receiverCountry: 'US',
  packages: [{ ...emptyPackage(false, 'p1'), weight, weightUnit: 'kg' }],
});

/** The rating requests the hook sent, each answered when the test says. */
let sent: Array<{
  body: { packages: Array<{ weight: { value: number } }> };
  answer: (a: RatesAnswer) => void;
  signal: AbortSignal;
}>;

/** Off: a request already answered, whose abort comes too late to stop it. */
let honoursAbort = true;

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  honoursAbort = true;
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      return new Promise<Response>((resolve, reject) => {
        if (honoursAbort)
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        sent.push({
          body: JSON.parse(String(init.body)),
          signal: init.signal!,
          answer: (a) => resolve(new Response(JSON.stringify(a), { status: 200 })),
        });
      });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const settle = () => act(() => vi.advanceTimersByTimeAsync(RATE_DELAY_MS + 10));

describe('useRates', () => {
  it('asks once per settled change, never per keystroke', async () => {
    const { rerender } = renderHook(({ v }) => useRates(v, 'd1', true), {
      initialProps: { v: withWeight('') },
    });
    await settle();
    // Packages not known yet: the delivery dates alone are asked for, once.
    expect(sent).toHaveLength(1);
    for (const typed of ['1', '12', '12.', '12.5']) {
      rerender({ v: withWeight(typed) });
      await act(() => vi.advanceTimersByTimeAsync(100));
    }
    expect(sent).toHaveLength(1);
    await settle();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body.packages[0]!.weight.value).toBe(12.5);
    // The same values again ('12.50' reads as 12.5) ask nothing more.
    rerender({ v: withWeight('12.50') });
    await settle();
    expect(sent).toHaveLength(2);
  });

  it('shows only the newest answer: an older one is aborted and never overwrites it', async () => {
    const { result, rerender } = renderHook(({ v }) => useRates(v, 'd1', true), {
      initialProps: { v: withWeight('2') },
    });
    await settle();
    rerender({ v: withWeight('3') });
    await settle();
    expect(sent).toHaveLength(2);
    expect(sent[0]!.signal.aborted).toBe(true);
    await act(async () => sent[1]!.answer({ state: 'quoted', quotes: [quote(30)] }));
    await act(async () => sent[0]!.answer({ state: 'quoted', quotes: [quote(20)] }));
    expect(result.current.status).toBe('quoted');
    expect(result.current.quotes[0]!.total.value).toBe(30);
    expect(result.current.current).toBe(true);
    expect(result.current.priced).toBe(true);
    // A change makes the quotes no longer the values' own until it is answered.
    rerender({ v: withWeight('4') });
    expect(result.current.current).toBe(false);
  });

  it('says a failure with a retry, and stops asking a provider without prices', async () => {
    const { result, rerender } = renderHook(({ v }) => useRates(v, 'd1', true), {
      initialProps: { v: withWeight('2') },
    });
    await settle();
    await act(async () => sent[0]!.answer({ state: 'failed' }));
    expect(result.current.status).toBe('failed');
    act(() => result.current.retry());
    await settle();
    expect(sent).toHaveLength(2);
    await act(async () => sent[1]!.answer({ state: 'not-offered' }));
    expect(result.current.status).toBe('not-offered');
    rerender({ v: withWeight('5') });
    await settle();
    expect(sent).toHaveLength(2);
  });

  it('sends nothing for a weight it cannot rate, and names the field', async () => {
    const { result } = renderHook(({ v }) => useRates(v, 'd1', true), {
      initialProps: { v: withWeight('0') },
    });
    await settle();
    expect(sent).toHaveLength(0);
    expect(result.current.problems).toEqual({ 'packages.0.weight': 'Weight must be more than 0' });
  });

  it('takes no answer but the newest, even one that arrives after its abort', async () => {
    honoursAbort = false;
    const { result, rerender } = renderHook(({ v }) => useRates(v, 'd1', true), {
      initialProps: { v: withWeight('2') },
    });
    await settle();
    rerender({ v: withWeight('3') });
    await settle();
    await act(async () => sent[1]!.answer({ state: 'quoted', quotes: [quote(30)] }));
    await act(async () => sent[0]!.answer({ state: 'quoted', quotes: [quote(20)] }));
    expect(result.current.quotes[0]!.total.value).toBe(30);
  });

  it('asks nothing before Service Selection', async () => {
    renderHook(() => useRates(withWeight('2'), 'd1', false));
    await settle();
    expect(sent).toHaveLength(0);
  });
});
