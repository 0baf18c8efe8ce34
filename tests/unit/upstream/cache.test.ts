import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createTtlCache } from '../../../server/upstream';
import { upstreamAt } from '../../support/upstream/test-servers';

/** A load that counts its calls and answers with the count. */
function counter() {
  let calls = 0;
  return {
    load: async () => ++calls,
    get calls() {
      return calls;
    },
  };
}

describe('the reference-data cache', () => {
  it('answers a second ask from memory while the value is fresh', async () => {
    const cache = createTtlCache();
    const countries = counter();
    expect(await cache.get('countries', 60_000, countries.load)).toBe(1);
    expect(await cache.get('countries', 60_000, countries.load)).toBe(1);
    expect(countries.calls).toBe(1);
  });

  it('keeps keys apart', async () => {
    const cache = createTtlCache();
    expect(await cache.get('provinces:1', 60_000, async () => ['A'])).toEqual(['A']);
    expect(await cache.get('provinces:2', 60_000, async () => ['B'])).toEqual(['B']);
  });

  it('loads again once the value is older than its ttl', async () => {
    const cache = createTtlCache();
    const enums = counter();
    expect(await cache.get('enums', 30, enums.load)).toBe(1);
    await sleep(60);
    expect(await cache.get('enums', 30, enums.load)).toBe(2);
    expect(enums.calls).toBe(2);
  });

  it('shares one load between callers that ask at the same time', async () => {
    const cache = createTtlCache();
    const statuses = counter();
    const slow = async () => {
      await sleep(20);
      return statuses.load();
    };
    const both = await Promise.all([
      cache.get('statuses', 60_000, slow),
      cache.get('statuses', 60_000, slow),
    ]);
    expect(both).toEqual([1, 1]);
    expect(statuses.calls).toBe(1);
  });

  it('does not keep a failure: the next ask loads again', async () => {
    const cache = createTtlCache();
    let calls = 0;
    const load = async () => {
      calls++;
      if (calls === 1) throw new Error('service down');
      return 'enums';
    };
    await expect(cache.get('enums', 60_000, load)).rejects.toThrow('service down');
    expect(await cache.get('enums', 60_000, load)).toBe('enums');
    expect(calls).toBe(2);
  });

  it('keeps null and undefined values like any other', async () => {
    const cache = createTtlCache();
    const load = counter();
    const nothing = async () => (await load.load(), null);
    expect(await cache.get('empty', 60_000, nothing)).toBeNull();
    expect(await cache.get('empty', 60_000, nothing)).toBeNull();
    expect(load.calls).toBe(1);
  });

  it('forgets a key on delete, including a load still running', async () => {
    const cache = createTtlCache();
    const running = cache.get('cities:7', 60_000, async () => {
      await sleep(20);
      return 'before';
    });
    cache.delete('cities:7');
    expect(await running).toBe('before');
    expect(await cache.get('cities:7', 60_000, async () => 'after')).toBe('after');
  });

  it('is shared by the upstream clients as `cache`', async () => {
    const { upstream } = upstreamAt('http://127.0.0.1:9');
    const load = counter();
    await upstream.cache.get('enums', 60_000, load.load);
    await upstream.cache.get('enums', 60_000, load.load);
    expect(load.calls).toBe(1);
    await upstream.close();
  });
});
