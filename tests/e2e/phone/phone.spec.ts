import { expect, test, type Page } from '@playwright/test';
import { choose, fillRest, openAddressBook, uniqueLabel } from '../../support/browser/address-form';
import { latestCode, typeCode } from '../../support/browser/codes';
import { uniqueEmail } from '../../support/browser/sign-up';
import { next, openWizard, pick } from '../../support/browser/shipment-wizard';
import { signIn } from '../../support/browser/sign-in';
import {
  allowClipboard,
  CASES,
  choosePhoneCountry,
  enterCase,
  pastePhone,
  phoneCountry,
  typePhone,
  type PhoneCase,
} from '../../support/browser/phone';

/**
 * One phone input everywhere: digits without '+' are the chosen country's national number
 * (its trunk prefix understood), '+' or '00' take the country from the dial code, no digit
 * is ever dropped, and what is saved is E.164, shown again as saved.
 */

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ context }) => {
  await allowClipboard(context);
});

const escape = (text: string) => text.replace(/[()+.]/g, '\\$&');

/** The Add New Address form with everything but the phone and the places filled. */
async function newAddressForm(page: Page, label: string) {
  await page.goto('/address-book/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Add New Address' })).toBeVisible();
  await expect(phoneCountry(page)).toHaveAccessibleName('Country: United States (+1)');
  await page.getByLabel('Attention', { exact: true }).fill('Lina Khoury');
  await page.getByLabel('Company Name', { exact: true }).fill('Desert Bloom Florists');
  await page.getByLabel('Email Address', { exact: true }).fill('lina@desertbloom.test');
  await page.getByLabel('Label', { exact: true }).fill(label);
  await page.getByLabel('Address 1', { exact: true }).fill('4 Garden Road');
  return page.getByLabel('Phone Number', { exact: true });
}

/** Saves the form (Aruba: places as free text), then reads the number back twice. */
async function saveAndReadBack(page: Page, label: string, c: PhoneCase) {
  await choose(page, 'Country', 'aruba', 'Aruba');
  await page.getByRole('textbox', { name: 'Province' }).fill('Noord');
  await page.getByRole('textbox', { name: 'City' }).fill('Noord');
  await fillRest(page);
  await page.getByRole('button', { name: 'Add Address' }).click();
  await expect(page).toHaveURL(/\/address-book\?selected=/);
  // The toast slides in over the page's actions (top right) a moment after the page: once
  // it is in, a click on Edit Address waits until nothing covers it.
  await expect(page.getByRole('status').getByText('The address has been saved.')).toBeVisible();

  // The book lists the number as saved: E.164, every digit.
  const card = page.getByRole('radio', { name: new RegExp(escape(label)) });
  await expect(card).toBeChecked();
  await expect(page.locator('label', { has: card })).toContainText(
    `${c.e164} · lina@desertbloom.test`,
  );

  // The edit form shows it in its own country.
  await page.getByRole('link', { name: 'Edit Address' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Address' })).toBeVisible();
  await expect(page.getByLabel('Phone Number', { exact: true })).toHaveValue(c.national);
  await expect(phoneCountry(page)).toHaveAccessibleName(`Country: ${c.country}`);
}

test.describe('Add New Address, United States preselected', () => {
  for (const c of CASES) {
    const where = c.chosen ? ` (${c.chosen.name} chosen)` : '';
    test(`${c.input}${where}: typed and pasted, saved as ${c.e164}`, async ({ page }) => {
      await openAddressBook(page);
      for (const how of ['type', 'paste'] as const) {
        const label = uniqueLabel(`Phone ${how}`);
        const field = await newAddressForm(page, label);
        await enterCase(page, page, field, c, how);
        await saveAndReadBack(page, label, c);
      }
    });
  }
});

test.describe('nothing is cut silently', () => {
  test('typing stops at 15 digits; a longer paste is kept whole with a message', async ({
    page,
  }) => {
    await openAddressBook(page);
    const field = await newAddressForm(page, uniqueLabel('Too long'));
    const digits = async () => (await field.inputValue()).replace(/\D/g, '');

    await typePhone(field, '+44 20 7946 0958 12345');
    expect(await digits()).toBe('442079460958123');

    await pastePhone(page, field, '+44 20 7946 0958 12345');
    expect(await digits()).toBe('44207946095812345');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('A phone number has at most 15 digits');

    // Submitting keeps the user on the form with the message under the field.
    await page.getByRole('button', { name: 'Add Address' }).click();
    await expect(page).toHaveURL(/\/address-book\/add$/);
    await expect(page.getByText('A phone number has at most 15 digits')).toBeVisible();
  });

  test('a number impossible for its country gets a message, never a wrong number', async ({
    page,
  }) => {
    await openAddressBook(page);
    const field = await newAddressForm(page, uniqueLabel('Impossible'));

    // A Lebanese number read in the United States: not possible there, and said so.
    await pastePhone(page, field, '03 123 456');
    await expect(field).toHaveValue('03123456');
    await expect(field).toHaveAccessibleDescription(
      'Too few digits for a number in United States (+1)',
    );
    // Choosing its country makes it right; nothing was lost.
    await choosePhoneCountry(page, 'leban', 'Lebanon');
    await expect(field).toHaveValue('03 123 456');
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');

    // Typed, the message comes when the field is left.
    await choosePhoneCountry(page, 'united kingdom', 'United Kingdom');
    await typePhone(field, '020 7946');
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Label', { exact: true }).click();
    await expect(field).toHaveAccessibleDescription(
      'Too few digits for a number in United Kingdom (+44)',
    );
    await page.getByRole('button', { name: 'Add Address' }).click();
    await expect(
      page.getByText('Too few digits for a number in United Kingdom (+44)'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/address-book\/add$/);

    // Screenshots of the form with the phone's message, at a phone's and a desktop's width.
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await field.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/screens/address-phone-error-${width}.png` });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    }
  });

  test('editing in the middle keeps the caret, and Backspace on a separator removes a digit', async ({
    page,
  }) => {
    await openAddressBook(page);
    const field = await newAddressForm(page, uniqueLabel('Caret'));
    await typePhone(field, '2025550123');
    await expect(field).toHaveValue('(202) 555-0123');
    // After '(202) ' Backspace: the 2 goes, not the bracket alone.
    await field.press('End');
    for (let i = 0; i < 9; i++) await field.press('ArrowLeft');
    await field.press('Backspace');
    await expect(field).toHaveValue('(205) 550-123');
    await field.pressSequentially('9');
    await expect(field).toHaveValue('(209) 555-0123');
  });
});

test('Registration: a pasted international number is registered as E.164', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('phone');
  const password = 'Secret!234';
  await page.goto('/register/personal');
  await page.getByLabel('First Name').fill('Rita');
  await page.getByLabel('Last Name').fill('Sender');
  await page.getByLabel('Email').fill(email);
  const field = page.getByLabel('Phone Number');
  await expect(phoneCountry(page)).toHaveAccessibleName('Country: United States (+1)');
  // Typed first, then replaced by a paste: each takes the country from the dial code.
  await typePhone(field, '+961 3 123 456');
  await expect(phoneCountry(page)).toHaveAccessibleName('Country: Lebanon (+961)');
  await pastePhone(page, field, '+44 20 7946 0958');
  await expect(field).toHaveValue('+44 20 7946 0958');
  await expect(phoneCountry(page)).toHaveAccessibleName('Country: United Kingdom (+44)');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/register\/verify$/);
  await typeCode(page, await latestCode(request, email));
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, { email, password });
  await page.goto('/profile');
  await expect(page.getByLabel('Phone')).toHaveValue('+442079460958');
});

test('New consignee: typed and pasted numbers are created as E.164', async ({ page }) => {
  await openWizard(page);
  await pick(page, 'Pickup Address', 'Head Office', /Head Office/);
  await next(page);
  for (const [how, c] of [
    ['type', CASES[1]!],
    ['paste', CASES[5]!],
  ] as const) {
    const name = `Phone ${how} ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'New consignee' }).click();
    const dialog = page.getByRole('dialog', { name: 'New consignee' });
    await dialog.getByLabel('Full Name').fill(name);
    const field = dialog.getByLabel('Phone', { exact: true });
    await enterCase(page, dialog, field, c, how);
    await dialog.getByRole('button', { name: 'Add Consignee' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`${name} ( | ${c.e164})`)).toBeVisible();
  }
});

test('the address popup: a pasted number is saved as E.164', async ({ page }) => {
  await openAddressBook(page);
  await page.goto('/dev/kit');
  await page.getByRole('button', { name: 'Add client address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Address' });
  const label = uniqueLabel('Popup phone');
  await dialog.getByLabel('Attention', { exact: true }).fill('Lina Khoury');
  await dialog.getByLabel('Company Name', { exact: true }).fill('Desert Bloom Florists');
  await dialog.getByLabel('Email Address', { exact: true }).fill('lina@desertbloom.test');
  await dialog.getByLabel('Label', { exact: true }).fill(label);
  await dialog.getByLabel('Address 1', { exact: true }).fill('4 Garden Road');
  await enterCase(
    page,
    dialog,
    dialog.getByLabel('Phone Number', { exact: true }),
    CASES[2]!,
    'paste',
  );
  await choose(dialog, 'Country', 'aruba', 'Aruba');
  await dialog.getByRole('textbox', { name: 'Province' }).fill('Noord');
  await dialog.getByRole('textbox', { name: 'City' }).fill('Noord');
  await fillRest(dialog);
  await dialog.getByRole('button', { name: 'Add Address' }).click();
  await expect(dialog).toBeHidden();
  await page.goto('/address-book');
  const card = page.getByRole('radio', { name: new RegExp(escape(label)) });
  await expect(page.locator('label', { has: card })).toContainText('+96170400501');
});
