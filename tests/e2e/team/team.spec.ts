import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible } from '../../support/browser/axe';
import { screenshots } from '../../support/browser/screenshots';
import { signIn } from '../../support/browser/sign-in';
import { registerVerified, uniqueEmail } from '../../support/browser/sign-up';

// The team of a business account (docs/team.md, 'In the portal'), as its admin and a new
// colleague use it: an invitation sent from Team, accepted from its link by someone who
// registers on the way; a role changed, the last admin kept; the Activity page filtered and
// exported; and what a viewer's and a finance member's menus offer. The demo account, Cedar
// Line Trading, has two admins (the demo user and Rima Nassar), a shipper, a finance member
// and a viewer.
const DESKTOP = { width: 1440, height: 900 };
const ACCOUNT = 'Cedar Line Trading';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const shots = (page: Page, testInfo: TestInfo, name: string) =>
  screenshots(page, testInfo, name, {
    atEachWidth: expectAccessible,
    path: (width) => `test-results/screens/team-${name}-${width}.png`,
  });

const member = (role: string) => ({ email: `${role}@portal.test`, password: 'Demo!2345' });

/** The link the provider mailed to `to` (the dev outbox), as a path of this site. */
async function invitationLink(request: APIRequestContext, to: string): Promise<string> {
  let path = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`);
      const mails = (await res.json()) as Array<{ channel: string; text: string }>;
      path =
        mails.map((m) => /\/invitations\/[A-Za-z0-9_-]+/.exec(m.text)?.[0]).find(Boolean) ?? '';
      return path;
    })
    .not.toBe('');
  return path;
}

const memberRow = (page: Page, email: string) =>
  page.getByRole('region', { name: 'Members' }).getByRole('row').filter({ hasText: email });

test('an admin invites a colleague, who registers and joins from the link', async ({
  page,
  browser,
}, testInfo) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' }).click();
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  await expect(memberRow(page, 'admin@portal.test')).toBeVisible();
  await shots(page, testInfo, 'members');

  // A member's e-mail is refused under the field; a new one is sent.
  await page.getByRole('button', { name: 'Invite a colleague' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a colleague' });
  await dialog.getByLabel('Email').fill('shipper@portal.test');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText('This person is already a member of this account.')).toBeVisible();
  await shots(page, testInfo, 'invite');
  const email = uniqueEmail('colleague');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Role').selectOption('shipper');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('The invitation has been sent.')).toBeVisible();
  const waiting = page.getByRole('region', { name: 'Invitations waiting' });
  await expect(waiting.getByRole('row').filter({ hasText: email })).toContainText('Shipper');

  // The colleague, in a browser of their own, opens the link signed out.
  const link = await invitationLink(page.request, email);
  const theirs = await browser.newContext({ viewport: DESKTOP });
  const colleague = await theirs.newPage();
  await colleague.goto(link);
  await expect(colleague.getByRole('heading', { name: `Join ${ACCOUNT}` })).toBeVisible();
  await expect(colleague.getByText('Shipper', { exact: true })).toBeVisible();
  await expect(colleague.getByRole('link', { name: 'Create an account' })).toBeVisible();
  await shots(colleague, testInfo, 'invitation');

  // They register with the invited address, sign in, and are brought back to the link.
  const user = { email, password: 'Colleague!2345' };
  await registerVerified(colleague, theirs.request, user);
  await colleague.getByLabel('Email').fill(user.email);
  await colleague.getByLabel('Password', { exact: true }).fill(user.password);
  await colleague.getByRole('button', { name: 'Login' }).click();
  await expect(colleague).toHaveURL(new RegExp(`${link}$`));
  await colleague.getByRole('button', { name: `Join ${ACCOUNT}` }).click();
  await expect(colleague).toHaveURL(/\/dashboard$/);
  await expect(colleague.getByText(`You have joined ${ACCOUNT}.`)).toBeVisible();
  const nav = colleague.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'My Shipments' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Team' })).toHaveCount(0);

  // The link is spent: it says so.
  await colleague.goto(link);
  await expect(
    colleague.getByRole('heading', { name: 'This invitation has already been used.' }),
  ).toBeVisible();
  await shots(colleague, testInfo, 'invitation-used');
  await theirs.close();

  await page.reload();
  await expect(memberRow(page, email)).toBeVisible();
  await expect(memberRow(page, email).getByRole('combobox')).toHaveValue('shipper');
});

test('an admin changes a role, and the last admin cannot be demoted', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page);
  await page.goto('/team');
  const rima = memberRow(page, 'admin@portal.test').getByRole('combobox');
  const you = memberRow(page, 'demo@portal.test').getByRole('combobox');
  await expect(page.getByText(/the last admin can be neither demoted nor removed/)).toBeVisible();

  await rima.selectOption('viewer');
  await expect(page.getByText('The role has been changed.')).toBeVisible();
  await expect(rima).toHaveValue('viewer');
  try {
    await you.selectOption('viewer');
    await expect(
      memberRow(page, 'demo@portal.test').getByText('An account needs at least one admin.'),
    ).toBeVisible();
    await expect(you).toHaveValue('admin');
    await shots(page, testInfo, 'last-admin');
  } finally {
    await rima.selectOption('admin');
    await expect(rima).toHaveValue('admin');
  }
});

test('the Activity page is filtered by member and kind, and exported', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Activity' })
    .click();
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Activity' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  await page.getByLabel('What').selectOption('member_invited');
  await expect(page).toHaveURL(/kind=member_invited/);
  await expect(table.getByRole('row').nth(1)).toContainText('Member invited');
  const invitedRows = await table.getByRole('row').count();

  const demo = page.getByLabel('Member');
  const demoOption = await demo
    .locator('option')
    .filter({ hasText: /Demo|demo@/ })
    .first();
  const value = (await demoOption.getAttribute('value')) ?? '';
  await demo.selectOption(value);
  await expect(page).toHaveURL(new RegExp(`member=${value}`));
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  expect(await table.getByRole('row').count()).toBeLessThanOrEqual(invitedRows);
  await shots(page, testInfo, 'activity');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const [header, ...lines] = csv.trim().split(/\r\n/);
  expect(header).toBe('When,Member,Email,What,Subject,Details');
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.every((line) => line.includes('Member invited'))).toBe(true);
  expect(lines.every((line) => line.includes('demo@portal.test'))).toBe(true);
});

test('a viewer’s and a finance member’s menus show only what their role allows', async ({
  page,
  browser,
}, testInfo) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, member('viewer'));
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText([
    'Dashboard',
    'My Accounts',
    'My Shipments',
    'Address Book',
    'Pickups',
    'Claims',
  ]);
  await page.goto('/team');
  await expect(page.getByText('Your role on this account does not allow this.')).toBeVisible();
  await shots(page, testInfo, 'viewer-refused');

  // The finance member, in a browser of their own.
  const theirs = await browser.newContext({ viewport: DESKTOP });
  const finance = await theirs.newPage();
  await signIn(finance, member('finance'));
  await expect(finance.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
    'Dashboard',
    'My Accounts',
    'My Shipments',
    'Address Book',
    'Pickups',
    'Claims',
    'Billing & Payments',
    'Reports',
  ]);
  await finance.goto('/activity');
  await expect(finance.getByText('Your role on this account does not allow this.')).toBeVisible();
  await theirs.close();
});
