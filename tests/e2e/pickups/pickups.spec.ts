import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { screenshots } from '../../support/browser/screenshots';
import { expectAccessible } from '../../support/browser/axe';
import { signIn } from '../../support/browser/sign-in';
import { dayFromToday, hourNow } from '../../support/data/dates';

// Both flows book pickups on the same account and then read the list's first rows.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });
const stepHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true });
const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** axe at 1440 and 375 px, then the screenshots at both widths. */
async function check(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await screenshots(page, testInfo, name);
}

test('schedule a pickup from My PickUps through all four steps', async ({ page }, testInfo) => {
  await signIn(page);
  await page.goto('/pickups');
  await expect(page.getByRole('heading', { level: 1, name: 'My PickUps' })).toBeVisible();
  const table = page.getByRole('table', { name: 'My pickups' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Pickup ID',
    'Address',
    'Contact',
    'Packages',
    'Total Weight (kg)',
    'Pickup Date',
    'Status',
  ]);
  await check(page, testInfo, 'pickups-list');

  await page.getByRole('link', { name: 'Create Pickup' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule Pickup' })).toBeVisible();
  const stepper = page.getByRole('navigation', { name: 'Schedule pickup steps' });
  await expect(stepper.getByRole('listitem')).toHaveCount(4);

  // Shipper Information: the default pickup address comes chosen; empty, it is refused.
  await expect(stepHeading(page, 'Shipper Information')).toBeVisible();
  const picker = page.getByRole('combobox', { name: 'Pickup Address' });
  const preferred = (await page.locator('form').innerText()).trim();
  expect(preferred).toMatch(/,/);
  await picker.focus();
  await page.keyboard.press('Backspace');
  await continueButton(page).click();
  await expect(alert(page, 'Please select an address')).toBeVisible();
  await picker.click();
  await page.getByRole('option').first().click();
  await expect(alert(page, 'Please select an address')).toHaveCount(0);
  await check(page, testInfo, 'schedule-pickup-step-1');
  await continueButton(page).click();

  // Shipping Details.
  await expect(stepHeading(page, 'Shipping Details')).toBeVisible();
  await continueButton(page).click();
  await expect(alert(page, 'Number of packages is required')).toBeVisible();
  await page.getByLabel('Number of Packages (max 6)').fill('9');
  await continueButton(page).click();
  await expect(alert(page, 'between 1 and 6')).toBeVisible();
  await page.getByLabel('Number of Packages (max 6)').fill('3');
  await page.getByLabel('Weight (kg)').fill('12..5');
  await expect(page.getByLabel('Weight (kg)')).toHaveValue('12.5');
  await page.getByLabel('Length (cm)').fill('40');
  await page.getByLabel('Width (cm)').fill('30');
  await page.getByLabel('Height (cm)').fill('20');
  await check(page, testInfo, 'schedule-pickup-step-2');
  await continueButton(page).click();

  // Pickup Schedule: prefilled from the preferences; emptied, every message shows.
  await expect(stepHeading(page, 'Pickup Schedule')).toBeVisible();
  await expect(page.getByLabel('Time From')).toHaveValue('09:00');
  await expect(page.getByLabel('Time To')).toHaveValue('12:00');
  await page.getByLabel('Pickup Date').fill('');
  await page.getByLabel('Time From').selectOption('');
  await page.getByLabel('Time To').selectOption('');
  await continueButton(page).click();
  await expect(alert(page, 'Pickup date is required')).toBeVisible();
  await expect(alert(page, 'From time is required')).toBeVisible();
  await expect(alert(page, 'To time is required')).toBeVisible();
  await expect(page.getByLabel('Pickup Date')).toHaveAttribute('min', dayFromToday(0));
  await page.getByLabel('Pickup Date').fill(dayFromToday(2));
  await page.getByLabel('Time From').selectOption({ label: '3:00 PM' });
  await page.getByLabel('Time To').selectOption({ label: '10:00 AM' });
  await continueButton(page).click();
  await expect(alert(page, 'Start time cannot be after end time')).toBeVisible();
  await page.getByRole('button', { name: 'Afternoon 12 PM - 5 PM' }).click();
  await expect(page.getByLabel('Time From')).toHaveValue('12:00');
  await expect(page.getByLabel('Time To')).toHaveValue('17:00');
  await expect(page.getByRole('button', { name: 'Afternoon 12 PM - 5 PM' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await check(page, testInfo, 'schedule-pickup-step-3');

  // Go Back keeps what was typed, and Continue brings the user forward again.
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page.getByLabel('Number of Packages (max 6)')).toHaveValue('3');
  await continueButton(page).click();
  await continueButton(page).click();

  // Special Instructions, then Submit.
  await expect(stepHeading(page, 'Special Instructions')).toBeVisible();
  await page.getByLabel('Special Instructions').fill('Ring the bell at the loading dock.');
  await expect(page.getByText('34 / 500')).toBeVisible();
  await check(page, testInfo, 'schedule-pickup-step-4');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Your pickup has been scheduled.')).toBeVisible();

  await page.goto('/pickups');
  const first = table.getByRole('row').nth(1);
  await expect(first).toContainText('12.5');
  await expect(first).toContainText('12:00 PM – 5:00 PM');
  await expect(first.getByText('Pending', { exact: true })).toBeVisible();
});

test("schedule from the dashboard's shipper address: it starts at Shipping Details", async ({
  page,
}, testInfo) => {
  await signIn(page);
  // The shipper address the dashboard's Schedule button carries: one of the account's.
  const answer = await page.request.get('/options/addresses?page=1');
  const { options } = (await answer.json()) as { options: { value: string; label: string }[] };
  const address = options[1] ?? options[0]!;
  await page.goto(`/pickups/schedule?shipper_address_id=${encodeURIComponent(address.value)}`);

  const stepper = page.getByRole('navigation', { name: 'Schedule pickup steps' });
  await expect(stepper.getByRole('listitem')).toHaveCount(3);
  await expect(stepHeading(page, 'Shipping Details')).toBeVisible();
  await expect(page.getByText(address.label)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toHaveCount(0);
  await page.getByLabel('Number of Packages (max 6)').fill('2');
  await page.getByLabel('Weight (kg)').fill('4');
  await continueButton(page).click();
  await page.getByLabel('Pickup Date').fill(dayFromToday(1));
  await page.getByRole('button', { name: 'Morning 8 AM - 12 PM' }).click();
  await continueButton(page).click();
  await expect(stepHeading(page, 'Special Instructions')).toBeVisible();
  await check(page, testInfo, 'schedule-pickup-preset');
  // Two quick presses book one pickup.
  await page.getByRole('button', { name: 'Submit' }).dblclick();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Your pickup has been scheduled.')).toBeVisible();

  await page.goto('/pickups');
  const rows = page.getByRole('table', { name: 'My pickups' }).getByRole('row');
  await expect(rows.nth(1)).toContainText('8:00 AM – 12:00 PM');
  await expect(rows.nth(1).getByRole('cell').nth(3)).toHaveText('2');
  // The first flow's pickup comes next, not a second copy of this one.
  await expect(rows.nth(2)).toContainText('12:00 PM – 5:00 PM');
  await expect(rows.nth(1).getByText('Pending', { exact: true })).toBeVisible();
});

test("the provider's refusal shows under its field on its step, nothing typed lost", async ({
  page,
}) => {
  // A window that ended earlier today: only the pickup service knows the time has passed.
  test.skip(hourNow() < 7, 'needs a pickup window already over today');
  await signIn(page);
  await page.goto('/pickups/schedule');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Number of Packages (max 6)').fill('2');
  await continueButton(page).click();
  await page.getByLabel('Pickup Date').fill(dayFromToday(0));
  await page.getByLabel('Time From').selectOption('06:00');
  await page.getByLabel('Time To').selectOption('06:30');
  await continueButton(page).click();
  await page.getByLabel('Special Instructions').fill('Side door.');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(stepHeading(page, 'Pickup Schedule')).toBeVisible();
  await expect(alert(page, 'This pickup window has already passed today')).toBeVisible();
  await expect(page.getByLabel('Time From')).toHaveValue('06:00');
  await page.getByRole('button', { name: 'Evening 5 PM - 9 PM' }).click();
  await page.getByLabel('Pickup Date').fill(dayFromToday(3));
  await continueButton(page).click();
  await expect(page.getByLabel('Special Instructions')).toHaveValue('Side door.');
});
