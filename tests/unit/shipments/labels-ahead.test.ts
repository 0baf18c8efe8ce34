import { describe, expect, it } from 'vitest';
import { ahead } from '../../../server/controllers/shipments/support/label-download';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('labels fetched ahead', () => {
  it('runs at most `width` at once and yields in order, however they finish', async () => {
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const work = async (n: number) => {
      started.push(n);
      running += 1;
      most = Math.max(most, running);
      // Later items finish first: the order must still be the items'.
      await new Promise((resolve) => setTimeout(resolve, 20 - n));
      running -= 1;
      return n * 10;
    };
    const got: number[] = [];
    for await (const value of ahead([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 4, work)) {
      got.push(value);
      // A slow reader: no more than `width` run ahead of it.
      await tick();
      expect(started.length).toBeLessThanOrEqual(got.length + 4);
    }
    expect(got).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(most).toBe(4);
  });

  it('throws a failure when its turn comes, after what came before it', async () => {
    const got: number[] = [];
    const run = async () => {
      for await (const value of ahead([1, 2, 3, 4], 2, async (n) => {
        if (n === 3) throw new Error('label 3 failed');
        return n;
      })) {
        got.push(value);
      }
    };
    await expect(run()).rejects.toThrow('label 3 failed');
    expect(got).toEqual([1, 2]);
  });
});
