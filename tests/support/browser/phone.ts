import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

/** Where a phone input is: the page, or the dialog that holds it. */
export type Scope = Page | Locator;

/** The country button beside a phone field: 'Country: Lebanon (+961)'. */
export const phoneCountry = (scope: Scope) => scope.getByRole('button', { name: /^Country: / });

/** Picks the phone field's country from its searchable list. */
export async function choosePhoneCountry(scope: Scope, search: string, name: string) {
  await phoneCountry(scope).click();
  await scope.getByRole('combobox', { name: 'Search country' }).fill(search);
  await scope.getByRole('option', { name: new RegExp(`^${name}`) }).click();
  await expect(phoneCountry(scope)).toHaveAccessibleName(new RegExp(`^Country: ${name} `));
}

/** Types `text` key by key, as a person does, into an emptied field. */
export async function typePhone(field: Locator, text: string) {
  await field.clear();
  await field.pressSequentially(text, { delay: 10 });
}

export async function allowClipboard(context: BrowserContext) {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
}

/**
 * Pastes `text` with the keyboard (Ctrl+V) from the system clipboard into an emptied
 * field: the browser's own paste, not a value set from outside.
 */
export async function pastePhone(page: Page, field: Locator, text: string) {
  await field.clear();
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await field.focus();
  await page.keyboard.press('ControlOrMeta+V');
}

/** One number of the brief: what is entered, in which country, and what it becomes. */
export interface PhoneCase {
  input: string;
  /** The phone country chosen first (search text and name); none: the default (US). */
  chosen?: { search: string; name: string };
  /** What the field shows once entered. */
  shown: string;
  country: string;
  /** What is saved and sent upstream. */
  e164: string;
  /** How the saved number shows in the edit form (the country's national form). */
  national: string;
}

const LEBANON = { search: 'leban', name: 'Lebanon' };
const UK = { search: 'united kingdom', name: 'United Kingdom' };
const US = { search: 'united states', name: 'United States' };

export const CASES: PhoneCase[] = [
  {
    input: '+961 3 123 456',
    shown: '+961 3 123 456',
    country: 'Lebanon (+961)',
    e164: '+9613123456',
    national: '03 123 456',
  },
  {
    input: '03 123 456',
    chosen: LEBANON,
    shown: '03 123 456',
    country: 'Lebanon (+961)',
    e164: '+9613123456',
    national: '03 123 456',
  },
  {
    input: '0096170400501',
    shown: '00961 70 400 501',
    country: 'Lebanon (+961)',
    e164: '+96170400501',
    national: '70 400 501',
  },
  {
    input: '+44 20 7946 0958',
    shown: '+44 20 7946 0958',
    country: 'United Kingdom (+44)',
    e164: '+442079460958',
    national: '020 7946 0958',
  },
  {
    input: '020 7946 0958',
    chosen: UK,
    shown: '020 7946 0958',
    country: 'United Kingdom (+44)',
    e164: '+442079460958',
    national: '020 7946 0958',
  },
  {
    input: '+33 1 42 40 05 03',
    shown: '+33 1 42 40 05 03',
    country: 'France (+33)',
    e164: '+33142400503',
    national: '01 42 40 05 03',
  },
  {
    input: '(202) 555-0123',
    chosen: US,
    shown: '(202) 555-0123',
    country: 'United States (+1)',
    e164: '+12025550123',
    national: '(202) 555-0123',
  },
];

/** Enters a case's number (typed or pasted) and checks what the field shows at once. */
export async function enterCase(
  page: Page,
  scope: Scope,
  field: Locator,
  c: PhoneCase,
  how: 'type' | 'paste',
) {
  if (c.chosen) await choosePhoneCountry(scope, c.chosen.search, c.chosen.name);
  if (how === 'type') await typePhone(field, c.input);
  else await pastePhone(page, field, c.input);
  await expect(field).toHaveValue(c.shown);
  await expect(phoneCountry(scope)).toHaveAccessibleName(`Country: ${c.country}`);
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
}
