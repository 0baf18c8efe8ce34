// The outbox of the reference services: every OTP sent is stored and listed at
// GET /dev/outbox?to=, newest first, and never in production. Provider backends have no
// outbox of their own; CONTRACT_OUTBOX_URL, when given, is held to the same shape.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ok } from '../support/contract/api';
import * as s from '../support/contract/schemas';
import { useContract } from '../support/contract/suite';
import { embeddedTarget, otpReadable } from '../support/contract/target';

const { api, target, flow } = useContract();

const message = z.object({
  to: z.string(),
  channel: z.string(),
  code: z
    .string()
    .regex(/^\d{6}$/)
    .nullable(),
  text: z.string(),
  sent_at: z.string(),
});

describe.skipIf(!otpReadable)('outbox', () => {
  it('lists the messages of one recipient, newest first, with their code', async () => {
    const body = flow.registration();
    const { token } = ok(await api.post('main', '/user/register', { body }), s.withToken);
    await flow.nextCode(body.email, 0);
    ok(
      await api.post('main', '/user/resend-otp', { body: { token, driver: 'mail' } }),
      s.withToken,
    );
    const fresh = await flow.nextCode(body.email, 1);
    const messages = z.array(message).parse(await target().outbox!(body.email));
    expect(messages).toHaveLength(2);
    expect(messages.every((m) => m.to === body.email)).toBe(true);
    expect(messages[0]!.code).toBe(fresh);
    expect(Date.parse(messages[0]!.sent_at)).toBeGreaterThanOrEqual(
      Date.parse(messages[1]!.sent_at),
    );
    expect(messages[0]!.text).toContain(fresh);
  });

  it('lists nothing for a recipient who was sent nothing', async () => {
    expect(await target().outbox!('nobody-was-sent-anything@example.com')).toEqual([]);
  });
});

describe.skipIf(!embeddedTarget)('outbox in production', () => {
  it('does not exist', async () => {
    const { startReferenceServices } = await import('../../server/reference');
    const services = await startReferenceServices({
      dbFile: ':memory:',
      simulator: false,
      production: true,
      log: () => undefined,
    });
    try {
      const answer = await fetch(`${services.urls.main}/dev/outbox?to=demo@portal.test`);
      expect(answer.status).toBe(404);
    } finally {
      await services.close();
    }
  });
});
