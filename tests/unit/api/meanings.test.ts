import { describe, expect, it } from 'vitest';
import { rescue, whatItMeans, type Meanings } from '../../../server/api/meanings';
import {
  UpstreamForbiddenError,
  UpstreamNotFoundError,
  UpstreamRejectedError,
  UpstreamSignedOutError,
  UpstreamUnavailableError,
  UpstreamValidationError,
  type UpstreamErrorDetails,
} from '../../../server/failures';

const at = (status: number): UpstreamErrorDetails => ({
  service: 'main',
  method: 'GET',
  path: '/x',
  status,
  notification: { message: `said with ${status}`, type: 'error', code: status },
});

const failures = {
  notFound: new UpstreamNotFoundError('not found', at(404)),
  forbidden: new UpstreamForbiddenError('forbidden', at(403)),
  fields: new UpstreamValidationError(at(422), { name: 'Name is required' }),
  refused: new UpstreamRejectedError('refused', at(409)),
  outage: new UpstreamUnavailableError('server error', at(503)),
  foreign: new UpstreamUnavailableError('not the envelope', at(200)),
  signedOut: new UpstreamSignedOutError('signed out', at(401)),
};

/** Every meaning named, each answering its own name. */
const all: Meanings<string> = {
  notOwn: () => 'notOwn',
  missing: () => 'missing',
  fields: (fields) => `fields:${Object.keys(fields).join(',')}`,
  notOffered: () => 'notOffered',
  outage: () => 'outage',
  failed: () => 'failed',
};

const meaningOf = (err: unknown, meanings: Meanings<string>) =>
  rescue(Promise.reject(err), meanings);

describe('rescue: what a failed call means', () => {
  it('gives the value of a call that succeeded, untouched', async () => {
    expect(await rescue(Promise.resolve(7), all)).toBe(7);
    expect(await rescue(() => Promise.resolve('ok'), all)).toBe('ok');
  });

  it.each([
    ['notFound', 'missing'],
    ['forbidden', 'notOwn'],
    ['fields', 'fields:name'],
    ['refused', 'failed'],
    ['outage', 'outage'],
    ['foreign', 'notOffered'],
  ] as const)('reads %s as %s, the most particular meaning named', async (failure, meaning) => {
    expect(await meaningOf(failures[failure], all)).toBe(meaning);
  });

  it("reads a 404 as another account's thing when only that is named", async () => {
    expect(await meaningOf(failures.notFound, { notOwn: () => 'notOwn' })).toBe('notOwn');
    expect(await meaningOf(failures.notFound, { notOffered: () => 'no' })).toBe('no');
  });

  it('reads an outage or any refusal as failed when nothing more particular is named', async () => {
    for (const failure of [failures.outage, failures.refused, failures.fields, failures.notFound]) {
      expect(await meaningOf(failure, { failed: () => 'failed' })).toBe('failed');
    }
  });

  it('reads a 5xx as an outage, never as an extension not offered', async () => {
    await expect(meaningOf(failures.outage, { notOffered: () => 'no' })).rejects.toBe(
      failures.outage,
    );
  });

  it('throws on a failure it was given no meaning for', async () => {
    await expect(meaningOf(failures.refused, { fields: () => 'fields' })).rejects.toBe(
      failures.refused,
    );
  });

  it('always throws on being signed out, whatever is named', async () => {
    await expect(meaningOf(failures.signedOut, all)).rejects.toBe(failures.signedOut);
  });

  it('always throws on a fault of ours, which is never the provider speaking', async () => {
    const bug = new TypeError('a bug');
    await expect(meaningOf(bug, all)).rejects.toBe(bug);
  });

  it('lets a meaning throw a failure of its own (a 404 page, a message under a field)', async () => {
    const mine = new Error('another account');
    await expect(
      meaningOf(failures.forbidden, {
        notOwn: () => {
          throw mine;
        },
      }),
    ).rejects.toBe(mine);
  });

  it('answers a failure already caught the same way (whatItMeans)', async () => {
    expect(await whatItMeans(failures.fields, all)).toBe('fields:name');
    await expect(whatItMeans(failures.signedOut, all)).rejects.toBe(failures.signedOut);
  });
});
