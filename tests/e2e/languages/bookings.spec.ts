import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible } from '../../support/browser/axe';
import { screenshots } from '../../support/browser/screenshots';
import { DEMO, signIn } from '../../support/browser/sign-in';
import { selectAccount, stepCard } from '../../support/browser/shipment-wizard';
import { englishLeftOn, wordsIn } from '../../support/browser/words';
import { dayFromToday } from '../../support/data/dates';

// The main journeys in French and in Arabic (docs/i18n.md): a shipment booked through the
// wizard and a pickup scheduled, each field found by the name a reader of that language
// sees. The browser's language is the choice (nothing is saved with the profile, so the
// demo user's other flows stay English); the account is one the English pickup flows do
// not read the newest rows of.

test.describe.configure({ timeout: 180_000 });

const ACCOUNT = 'Harbor & Pine Goods';
const LANGUAGES = [
  { language: 'fr', locale: 'fr-FR', say: wordsIn('fr') },
  { language: 'ar', locale: 'ar-LB', say: wordsIn('ar') },
] as const;
/** The United States as each language's address lists write it (the provider's names). */
const UNITED_STATES = /United States|États-Unis|الولايات المتحدة/;

async function readerIn(
  browser: Browser,
  locale: string,
): Promise<{ page: Page; errors: string[] }> {
  const page = await (await browser.newContext({ locale })).newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { page, errors };
}

/** Nothing of the portal's own left in English, axe and a screenshot at 375 and 1440 px. */
async function check(page: Page, testInfo: TestInfo, name: string, language: 'fr' | 'ar') {
  const left = await englishLeftOn(page, language);
  expect(left, `the portal's words left in English: ${name}`).toEqual([]);
  await screenshots(page, testInfo, name, { atEachWidth: expectAccessible });
}

for (const { language, locale, say } of LANGUAGES) {
  test(`a domestic shipment booked through the wizard in ${language}`, async ({
    browser,
  }, testInfo) => {
    const { page, errors } = await readerIn(browser, locale);
    await signIn(page, DEMO, { language: say });
    await selectAccount(page, ACCOUNT);
    await page.goto('/shipments/create');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(
      page.getByRole('heading', { level: 1, name: say('Create Shipment') }),
    ).toBeVisible();
    const next = () => page.getByRole('button', { name: say('Next') }).click();
    const pick = async (label: string, match: RegExp) => {
      const input = page.getByRole('combobox', { name: say(label), exact: true });
      await input.click();
      await page.getByRole('option', { name: match }).first().click();
    };

    await pick('Pickup Address', UNITED_STATES);
    await check(page, testInfo, `wizard-${language}-pickup`, language);
    await next();
    await expect(
      stepCard(page, 'step-6').getByRole('heading', { name: say('Choose Consignee') }),
    ).toBeVisible();
    await pick('Consignee', /\(.*\|.*\)/);
    await next();
    const reference = `E2E-${language.toUpperCase()}-${Date.now().toString(36)}`;
    await page.getByLabel(say('Order Reference')).fill(reference);
    await next();
    await pick('Delivery Address', UNITED_STATES);
    await next();

    const service = stepCard(page, 'step-4');
    await expect(service.getByRole('heading', { name: say('Service Selection') })).toBeVisible();
    await service.getByRole('radio').first().check();
    await check(page, testInfo, `wizard-${language}-service`, language);
    await next();

    const card = page.getByRole('region', {
      name: say('Package #{number}', { number: 1 }),
      exact: true,
    });
    await card.getByLabel(say('Description'), { exact: true }).first().fill('Printed catalogues');
    await card.getByLabel(say('Type'), { exact: true }).selectOption('box');
    await card.getByLabel(say('Commodity Type'), { exact: true }).selectOption('documents');
    await card.getByLabel(say('Weight'), { exact: true }).fill('2');
    await card.getByLabel(say('Weight Unit'), { exact: true }).selectOption('kg');
    await card.getByLabel(say('Declared Amount'), { exact: true }).fill('40');
    await card.getByLabel(say('Declared Amount Unit'), { exact: true }).selectOption('USD');
    await check(page, testInfo, `wizard-${language}-packages`, language);
    await page.getByRole('button', { name: say('Create Shipment') }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(say('Would you like to schedule a pickup now?'))).toBeVisible();
    await page.goto(`/shipments?search=${reference}`);
    await expect(page.getByRole('row', { name: new RegExp(reference) })).toHaveCount(1);
    await check(page, testInfo, `shipments-${language}`, language);
    expect(errors).toEqual([]);
  });

  test(`a pickup scheduled in ${language}`, async ({ browser }, testInfo) => {
    const { page, errors } = await readerIn(browser, locale);
    await signIn(page, DEMO, { language: say });
    await selectAccount(page, ACCOUNT);
    await page.goto('/pickups/schedule');
    await expect(
      page.getByRole('heading', { level: 1, name: say('Schedule Pickup') }),
    ).toBeVisible();
    const next = () => page.getByRole('button', { name: say('Continue') }).click();
    const step = (name: string) =>
      page.getByRole('heading', { level: 2, name: say(name), exact: true });

    await expect(step('Shipper Information')).toBeVisible();
    const picker = page.getByRole('combobox', { name: say('Pickup Address') });
    if (!(await page.locator('form').innerText()).includes(',')) {
      await picker.click();
      await page.getByRole('option').first().click();
    }
    await next();

    await expect(step('Shipping Details')).toBeVisible();
    await next();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: say('{label} is required', { label: say('Number of packages') }) }),
    ).toBeVisible();
    await page.getByLabel(say('Number of Packages (max {max})', { max: 6 })).fill('2');
    await page.getByLabel(say('Weight (kg)')).fill('7.5');
    await check(page, testInfo, `pickup-${language}-details`, language);
    await next();

    await expect(step('Pickup Schedule')).toBeVisible();
    await page.getByLabel(say('Pickup Date')).fill(dayFromToday(2));
    await page.getByRole('button', { name: say('Afternoon 12 PM - 5 PM') }).click();
    await expect(page.getByLabel(say('Time From'))).toHaveValue('12:00');
    // Times as the language writes them: 24-hour in French, with 'م' (p.m.) in Arabic.
    await expect(page.getByLabel(say('Time To')).locator('option:checked')).toHaveText(
      language === 'fr' ? '17:00' : /^5:00\s\S*م$/u,
    );
    await check(page, testInfo, `pickup-${language}-schedule`, language);
    await next();

    await expect(step('Special Instructions')).toBeVisible();
    await page.getByRole('button', { name: say('Submit') }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(say('Your pickup has been scheduled.'))).toBeVisible();
    await page.goto('/pickups');
    await check(page, testInfo, `pickups-${language}`, language);
    expect(errors).toEqual([]);
  });
}
