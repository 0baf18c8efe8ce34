import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/reference/db/connection';
import { sendCode } from '../../../server/reference/services/otp-flow';
import type { ServiceContext } from '../../../server/reference/services/context';
import { newestMessages } from '../../../server/reference/store/outbox';

function context(production: boolean) {
  const lines: string[] = [];
  const ctx: ServiceContext = {
    db: openDatabase(':memory:'),
    log: (line) => lines.push(line),
    now: () => new Date('2026-01-05T10:00:00Z'),
    production,
    portalUrl: 'http://portal.test',
  };
  return { ctx, lines };
}

describe('the embedded services log of sent codes', () => {
  it('shows the code outside production, so a tester can finish the flow', () => {
    const { ctx, lines } = context(false);
    sendCode(ctx, 'reset', 'ann@portal.test', 'mail', '123456', 'en');
    expect(lines).toEqual(['OTP 123456 for ann@portal.test']);
  });

  it('never writes a code (nor the text that holds it) to the log in production', () => {
    const { ctx, lines } = context(true);
    sendCode(ctx, 'register', 'ann@portal.test', 'mail', '654321', 'en');
    sendCode(ctx, 'link', '+96170000001', 'sms', '111222', 'en');
    expect(lines).toHaveLength(2);
    expect(lines.join('\n')).not.toMatch(/654321|111222|OTP/);
    expect(lines[0]).toBe('Message sent to ann@portal.test by mail');
    // The outbox itself still records the message.
    expect(newestMessages(ctx.db, 'ann@portal.test')[0]?.code).toBe('654321');
  });
});
