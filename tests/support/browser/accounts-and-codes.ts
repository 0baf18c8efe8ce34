import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';

export { DEMO, submitLogin } from './sign-in';

let counter = 0;
/** An address no other test (or earlier run) uses, so registrations never collide. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return `${tag}-${stamp}@portal.test`;
}

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

export interface NewUser {
  email: string;
  password: string;
}

/** Fills and submits the personal registration form; ends on the code screen. */
export async function submitRegistration(page: Page, user: NewUser): Promise<void> {
  await page.goto('/register/personal');
  await page.getByLabel('First Name').fill('Rita');
  await page.getByLabel('Last Name').fill('Sender');
  await page.getByLabel('Email').fill(user.email);
  // The national number only: the country (the United States, from the browser's
  // language) is the picker's, shown beside the field.
  const line = String(Math.floor(1000 + Math.random() * 9000));
  await expect(page.getByRole('button', { name: /^Country: United States/ })).toBeVisible();
  await page.getByLabel('Phone Number').fill(`702555${line}`);
  await expect(page.getByLabel('Phone Number')).toHaveValue(`(702) 555-${line}`);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/register\/verify$/);
}

/** A verified account made through the screens, as a customer would; ends on login. */
export async function registerVerified(
  page: Page,
  request: APIRequestContext,
  user: NewUser,
): Promise<void> {
  await submitRegistration(page, user);
  await typeCode(page, await latestCode(request, user.email));
  await expect(page).toHaveURL(/\/login$/);
}

const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
];

/**
 * Screenshots of the screen as it is at a phone's and a desktop's width, attached to the
 * report and kept in test-results; at each width nothing may stick out sideways.
 */
export async function screenshots(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} fits in ${size.width} px`).toBeLessThanOrEqual(0);
    const path = testInfo.outputPath(`${name}-${size.width}.png`);
    await page.screenshot({ path, fullPage: true, animations: 'disabled' });
    await testInfo.attach(`${name} at ${size.width} px`, { path, contentType: 'image/png' });
  }
  if (original) await page.setViewportSize(original);
}
