import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The one-time codes the reference services "send" (GET /dev/outbox), read and typed. */

interface OutboxEntry {
  to: string;
  code: string;
}

/** Codes the reference services "sent" to `to`, newest first (GET /dev/outbox). */
async function outbox(request: APIRequestContext, to: string): Promise<OutboxEntry[]> {
  const res = await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as OutboxEntry[];
}

export async function outboxCount(request: APIRequestContext, to: string): Promise<number> {
  return (await outbox(request, to)).length;
}

/** The newest code sent to `to` once more than `before` messages are there. */
export async function latestCode(
  request: APIRequestContext,
  to: string,
  before = 0,
): Promise<string> {
  let entries: OutboxEntry[] = [];
  await expect
    .poll(async () => {
      entries = await outbox(request, to);
      return entries.length;
    })
    .toBeGreaterThan(before);
  const code = entries[0]?.code ?? '';
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

/** A code that is surely wrong: the right one with its first digit changed. */
export function wrongCode(code: string): string {
  return `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
}

/** Types the code into the six boxes, starting from the first. */
export async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
}
