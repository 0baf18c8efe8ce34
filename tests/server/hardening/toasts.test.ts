import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { MAX_QUEUED_TOASTS, toast } from '../../../server/http/toast';
import { pendingFlash } from '../../../server/inertia';

/** A request with a session, as the session middleware leaves it. */
// A request of an English reader: toasts are queued in the reader's language.
const withSession = () =>
  ({ session: {}, headers: {}, acceptsLanguages: () => 'en' }) as unknown as Request;
const queued = (req: Request) => pendingFlash(req).toasts as Array<{ message: string }>;

describe('toasts queued for the next page', () => {
  it('keeps one of 2,000 identical rejections', () => {
    const req = withSession();
    for (let i = 0; i < 2000; i++) toast(req, 'This form was out of date.', 'error');
    expect(queued(req)).toEqual([{ message: 'This form was out of date.', status: 'error' }]);
  });

  it('keeps only the newest few of 2,000 different ones, oldest first', () => {
    const req = withSession();
    for (let i = 0; i < 2000; i++) toast(req, `rejected ${i}`, 'error');
    expect(queued(req).map((t) => t.message)).toEqual(
      Array.from(
        { length: MAX_QUEUED_TOASTS },
        (_, k) => `rejected ${2000 - MAX_QUEUED_TOASTS + k}`,
      ),
    );
    expect(JSON.stringify(req.session).length).toBeLessThan(1000);
  });

  it('shows a repeated message once, in the place of its newest copy', () => {
    const req = withSession();
    toast(req, 'a', 'error');
    toast(req, 'b', 'success');
    toast(req, 'a', 'error');
    expect(queued(req).map((t) => t.message)).toEqual(['b', 'a']);
  });

  it('keeps the same words with another colour apart', () => {
    const req = withSession();
    toast(req, 'a', 'error');
    toast(req, 'a', 'success');
    expect(queued(req)).toHaveLength(2);
  });
});
