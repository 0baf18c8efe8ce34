import type { I18n } from '@lingui/core';
import { allWords } from '../../../server/i18n/words';
import { describe, expect, it } from 'vitest';
import { addAccountForm } from '../../../shared/forms/accounts';
import { addressForm, csvUploadForm, customerAddressForm } from '../../../shared/forms/address';
import { loginForm, newPasswordForm, otpForm, resetRequestForm } from '../../../shared/forms/auth';
import { languageForm } from '../../../shared/forms/language';
import { pickupForm } from '../../../shared/forms/pickup';
import { presetForm, presetNameForm } from '../../../shared/forms/presets';
import {
  changePasswordForm,
  pickupPreferencesForm,
  profileForm,
  shippingPreferenceForm,
} from '../../../shared/forms/profile';
import { emptyPlace, emptyQuotePackage, quoteForm } from '../../../shared/forms/quote';
import { registerForm } from '../../../shared/forms/register';
import { reportForm } from '../../../shared/forms/reports';
import { importUploadForm } from '../../../shared/forms/shipment-import';
import { consigneeForm, emptyConsignee, shipmentWizardForm } from '../../../shared/forms/shipment';
import { say } from '../../../shared/i18n/wording';
import { boundsFrom } from '../../../shared/rates/ship-date';
import {
  COD_SERVICE,
  emptyItem,
  emptyPackage,
  emptyValues,
} from '../../../shared/shipment-wizard/values';

/**
 * Every message a shared form schema gives (docs/i18n.md) is said in French and Arabic: the filled ones ('First name is
 * required') with their label in the reader's language too. A rule added without its
 * translation, or a label not marked for the catalogs, fails here.
 */

interface Parser {
  safeParse(data: unknown): {
    success: boolean;
    error?: { issues: readonly { message: string }[] };
  };
}

const TODAY = '2026-06-10';
const bounds = boundsFrom(TODAY);
const long = (n: number) => 'x'.repeat(n);

const quotePackage = (changes: Record<string, string>) => ({
  ...emptyQuotePackage('p1'),
  ...changes,
});
const quote = (changes: Record<string, unknown> = {}) => ({
  origin: emptyPlace(),
  destination: emptyPlace(),
  shipDate: '',
  packages: [quotePackage({})],
  ...changes,
});
const lebanon = { ...emptyPlace(), country: 'LB', countryName: 'Lebanon', city: 'Beirut' };
const france = { ...emptyPlace(), country: 'FR', countryName: 'France', city: 'Paris' };

const international = (changes: Record<string, unknown> = {}) => {
  const base = emptyValues();
  const pkg = { ...emptyPackage(true, 'p1'), items: [emptyItem('i1')] };
  return {
    ...base,
    senderCountry: 'LB',
    receiverCountry: 'FR',
    services: [COD_SERVICE],
    packages: [pkg],
    ...changes,
  };
};

/** Each schema with the inputs that bring out its messages: empty, then wrong. */
const cases: Array<[string, Parser, unknown[]]> = [
  ['add account', addAccountForm, [{}, { account_number: 'abc' }]],
  [
    'address',
    addressForm,
    [
      {},
      { email: 'nope', phoneNumber: 'abc' },
      { phoneNumber: '71 123 456' },
      { phoneNumber: '+999 123 456' },
      { phoneNumber: '+961 1' },
      { phoneNumber: '+9611234567890123456' },
    ],
  ],
  ['consignee address', customerAddressForm, [{}, { email: 'nope' }]],
  ['address import', csvUploadForm, [{ fileName: 'addresses.txt', content: '' }]],
  ['login', loginForm, [{}, { email: 'nope', password: '' }]],
  ['code', otpForm, [{}, { otp: '12' }]],
  ['reset request', resetRequestForm, [{}, { email: 'nope' }]],
  [
    'new password',
    newPasswordForm,
    [{}, { new_password: 'short', new_password_confirmation: 'other' }],
  ],
  ['language', languageForm, [{}, { language: 'de' }]],
  [
    'register',
    registerForm,
    [
      {},
      {
        email: 'nope',
        phone_number: '71 123 456',
        password: 'short',
        password_confirmation: 'other',
      },
    ],
  ],
  [
    'pickup',
    pickupForm(TODAY),
    [
      {},
      {
        nb_packages: '9',
        weight: 'x',
        length: '99999',
        pickup_date: 'soon',
        time_from: '25:00',
        time_to: 'never',
        instruction: long(600),
      },
      { pickup_date: '2000-01-01', time_from: '15:00', time_to: '10:00' },
    ],
  ],
  ['preset name', presetNameForm, [{}, { name: long(61) }]],
  ['preset', presetForm, [{}]],
  ['profile', profileForm, [{}]],
  [
    'change password',
    changePasswordForm,
    [{}, { old_password: 'a', new_password: 'short', new_password_confirmation: 'other' }],
  ],
  [
    'pickup preferences',
    pickupPreferencesForm(TODAY),
    [
      {},
      { date: 'soon', time_from: '8', time_to: 'x' },
      { date: '2000-01-01', time_from: '15:00', time_to: '10:00' },
    ],
  ],
  ['shipping preference', shippingPreferenceForm, [{}]],
  [
    'quote',
    quoteForm(bounds),
    [
      quote(),
      quote({ origin: lebanon, destination: { ...france, postalCode: '' }, shipDate: 'soon' }),
      quote({ shipDate: '2000-01-01', packages: [] }),
      quote({
        shipDate: '2099-01-01',
        packages: Array.from({ length: 11 }, (_, i) => quotePackage({ key: `p${i}` })),
      }),
      quote({
        packages: [
          quotePackage({
            count: '0',
            weight: 'x',
            weightUnit: 'stone',
            dimensionsUnit: 'cubit',
            length: 'x',
          }),
          quotePackage({ key: 'p2', weight: '-1', length: '400', width: '0', height: '' }),
          quotePackage({ key: 'p3', weight: '5000' }),
        ],
      }),
    ],
  ],
  [
    'report',
    reportForm,
    [
      {},
      { kind: 'nope', from: 'soon', to: 'later' },
      { kind: 'shipments-by-day', from: '2026-06-10', to: '2026-06-01' },
      { kind: 'shipments-by-day', from: '2024-01-01', to: '2026-01-01' },
    ],
  ],
  ['shipments import', importUploadForm, [{}]],
  [
    'shipment',
    shipmentWizardForm,
    [
      emptyValues(),
      international(),
      international({ packages: [] }),
      international({
        packages: [
          {
            ...emptyPackage(true, 'p1'),
            weight: 'x',
            height: 'x',
            codAmount: 'x',
            items: [{ ...emptyItem('i1'), quantity: 'x', unitPrice: 'x' }],
          },
        ],
      }),
      international({
        packages: [{ ...emptyPackage(true, 'p1'), items: [] }],
      }),
      international({
        packages: [
          { ...emptyPackage(true, 'p1'), items: Array.from({ length: 60 }, () => emptyItem()) },
        ],
      }),
      international({
        packages: Array.from({ length: 60 }, () => ({
          ...emptyPackage(true),
          items: [emptyItem()],
        })),
      }),
    ],
  ],
  [
    'consignee',
    consigneeForm,
    // As the dialog sends it: a missing e-mail is the union's own 'Invalid input'.
    [emptyConsignee, { name: '', phone: '+961 1', email: 'nope' }],
  ],
];

function messagesOf(schema: Parser, inputs: unknown[]): string[] {
  const found = new Set<string>();
  for (const input of inputs) {
    const result = schema.safeParse(input);
    for (const issue of result.error?.issues ?? []) found.add(issue.message);
  }
  return [...found];
}

// Every catalog of the language: which of them a form's page loads is page-catalogs.test.ts's.
const words = await allWords();
const languages: Array<[string, I18n]> = [
  ['French', words.get('fr')!],
  ['Arabic', words.get('ar')!],
];

describe('the shared forms’ messages in French and Arabic', () => {
  it.each(cases)('%s: its rules give messages', (_name, schema, inputs) => {
    expect(messagesOf(schema, inputs).length).toBeGreaterThan(0);
  });

  describe.each(languages)('%s', (_language, words) => {
    it.each(cases)('%s: every message is translated', (_name, schema, inputs) => {
      const untranslated = messagesOf(schema, inputs)
        .map((message) => [message, say(words, message)] as const)
        .filter(([english, said]) => said === english || said.includes('{'));
      expect(untranslated).toEqual([]);
    });
  });

  // Arabic has no Latin words of its own: one left is English that was not translated (a
  // label outside the catalogs). Codes (AWB, CSV, SKU) are capitals, file types (.csv) are
  // left out; a country named with
  // its dial code is the phone library's, not the portal's.
  it.each(cases)('Arabic: %s has no English words left', (_name, schema, inputs) => {
    const [, words] = languages[1]!;
    const english = messagesOf(schema, inputs)
      .filter((message) => !message.includes('(+'))
      .map((message) => say(words, message))
      .filter((said) => /[a-z]{2,}/.test(said.replace(/\.[a-z]+\b/g, '')));
    expect(english).toEqual([]);
  });
});
