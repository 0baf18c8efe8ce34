import { describe, expect, it, vi } from 'vitest';
import { bookOnce } from '../../../server/controllers/shipments/support/import-job';
import { UpstreamRejectedError } from '../../../server/failures';

const refused = (status: number) =>
  new UpstreamRejectedError('refused', { service: 'main', method: 'POST', path: '/x', status });

describe('booking a row of an import', () => {
  it('waits while the provider is still making the same booking, then takes its answer', async () => {
    vi.useFakeTimers();
    try {
      const send = vi
        .fn<() => Promise<string>>()
        .mockRejectedValueOnce(refused(409))
        .mockRejectedValueOnce(refused(409))
        .mockResolvedValue('booked');
      const booking = bookOnce(send);
      await vi.runAllTimersAsync();
      expect(await booking).toBe('booked');
      expect(send).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('passes any other refusal on at once', async () => {
    const send = vi.fn<() => Promise<string>>().mockRejectedValue(refused(422));
    await expect(bookOnce(send)).rejects.toBeInstanceOf(UpstreamRejectedError);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('gives up after ten waits', async () => {
    vi.useFakeTimers();
    try {
      const send = vi.fn<() => Promise<string>>().mockRejectedValue(refused(409));
      const booking = bookOnce(send).catch((err: unknown) => err);
      await vi.runAllTimersAsync();
      expect(await booking).toBeInstanceOf(UpstreamRejectedError);
      expect(send).toHaveBeenCalledTimes(10);
    } finally {
      vi.useRealTimers();
    }
  });
});
