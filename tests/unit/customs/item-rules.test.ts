import { describe, expect, it } from 'vitest';
import { itemMessages } from '../../../shared/customs/item-messages';
import { allWords } from '../../../server/i18n/words';
import {
  compareTotals,
  isHsCode,
  isPositiveAmount,
  isVagueDescription,
  isWholeQuantity,
  normaliseHsCode,
  packageTotals,
  VAGUE_DESCRIPTIONS,
  type DeclaredPackage,
} from '../../../shared/customs/item-rules';
import { issueErrors } from '../../../shared/forms/errors';
import { shipmentWizardForm } from '../../../shared/forms/shipment';
import { say } from '../../../shared/i18n/wording';
import { toCreationBody } from '../../../shared/shipment-wizard/body';
import {
  emptyItem,
  emptyPackage,
  emptyValues,
  type ItemValues,
  type WizardValues,
} from '../../../shared/shipment-wizard/values';

// Every catalog of each language, as the server holds them.
const words = await allWords();

/** The refusal's words exactly (docs/customs.md, "Item rules"). */
const VAGUE_MESSAGE =
  'Say what the item is, what it is made of and what it is for (e.g. "Men\'s cotton T-shirts")';

describe('a vague description', () => {
  it.each(['gift', 'samples', 'goods', 'parts', 'accessories', 'stuff', 'items', 'merchandise'])(
    'refuses the vague word %s, in any case, spaces and punctuation aside',
    (word) => {
      expect(isVagueDescription(word)).toBe(true);
      expect(isVagueDescription(word.toUpperCase())).toBe(true);
      expect(isVagueDescription(`  ${word[0]!.toUpperCase()}${word.slice(1)}. `)).toBe(true);
      expect(isVagueDescription(`"${word}"!`)).toBe(true);
    },
  );

  it('refuses the like of them, singular or plural', () => {
    for (const text of ['Gifts', 'sample', 'Products', 'things', 'MISC', 'various', 'Spare parts'])
      expect(isVagueDescription(text)).toBe(true);
    // Every word of the list is written as it is compared: lower case, one space.
    for (const word of VAGUE_DESCRIPTIONS) expect(word).toMatch(/^[a-z]+( [a-z]+)?$/);
  });

  it('passes a description that says what the item is', () => {
    for (const text of [
      "Men's cotton T-shirts",
      'Books',
      'Leather handbag',
      'Leather goods',
      'Bicycle spare parts',
      'Gift wrapping paper',
      'Stainless steel kitchen knives',
    ])
      expect(isVagueDescription(text)).toBe(false);
  });
});

describe('an HS code', () => {
  it('takes 6 to 10 digits, dots and spaces aside', () => {
    for (const code of ['420221', '4202.21', '6109 10 00', ' 6109.10.0010 ', '1234567890'])
      expect(isHsCode(code)).toBe(true);
    expect(normaliseHsCode(' 6109.10 00 ')).toBe('61091000');
  });

  it('refuses fewer than 6 digits, more than 10, or anything but digits', () => {
    for (const code of [
      '4901',
      '49.01',
      '12345',
      '12345678901',
      '4202-21',
      '42022A',
      'HS420221',
      '',
    ])
      expect(isHsCode(code)).toBe(false);
  });
});

describe('a quantity and a unit price', () => {
  it('counts whole quantities of at least 1', () => {
    for (const text of ['1', '12', '3.0']) expect(isWholeQuantity(text)).toBe(true);
    for (const text of ['0', '0.0', '1.5', '-2', '', 'two'])
      expect(isWholeQuantity(text)).toBe(false);
  });

  it('takes a unit price above 0 only', () => {
    for (const text of ['0.01', '12.5', '3']) expect(isPositiveAmount(text)).toBe(true);
    for (const text of ['0', '0.00', '-1', '', 'x']) expect(isPositiveAmount(text)).toBe(false);
  });
});

describe("the items' total against the declared amount", () => {
  it('agrees within a cent per item, and says the difference and which way otherwise', () => {
    const lines = [
      { quantity: 3, unitAmount: 33.333 },
      { quantity: 1, unitAmount: 0.005 },
    ];
    // 100.00 + 0.01 (each line rounded to the cent)
    expect(compareTotals(lines, 100.01)).toMatchObject({ items: 100.01, agree: true });
    expect(compareTotals(lines, 100.03).agree).toBe(true);
    expect(compareTotals(lines, 99.99).agree).toBe(true);
    expect(compareTotals(lines, 100.04)).toEqual({
      items: 100.01,
      declared: 100.04,
      difference: -0.03,
      agree: false,
    });
    expect(compareTotals([{ quantity: 2, unitAmount: 20 }], 30)).toEqual({
      items: 40,
      declared: 30,
      difference: 10,
      agree: false,
    });
    expect(compareTotals([{ quantity: 2, unitAmount: 20 }], 40.02).agree).toBe(false);
  });

  const pkg = (changes: Partial<DeclaredPackage> = {}): DeclaredPackage => ({
    declaredAmount: '120',
    declaredAmountUnit: 'USD',
    items: [
      { quantity: '1', declaredUnitAmount: '80', declaredUnitAmountCurrency: 'USD' },
      { quantity: '2', declaredUnitAmount: '20', declaredUnitAmountCurrency: 'usd' },
    ],
    ...changes,
  });

  it("compares a package's items by their declared unit amounts", () => {
    expect(packageTotals(pkg())).toMatchObject({ items: 120, agree: true });
    expect(packageTotals(pkg({ declaredAmount: '100' }))).toMatchObject({
      items: 120,
      difference: 20,
      agree: false,
    });
  });

  it('leaves a package it cannot compare yet to the messages of its fields', () => {
    const [first, second] = pkg().items;
    expect(packageTotals(pkg({ declaredAmount: '' }))).toBeNull();
    expect(packageTotals(pkg({ declaredAmountUnit: '' }))).toBeNull();
    expect(packageTotals(pkg({ items: [] }))).toBeNull();
    expect(packageTotals(pkg({ items: [first!, { ...second!, quantity: '1.5' }] }))).toBeNull();
    expect(
      packageTotals(pkg({ items: [first!, { ...second!, declaredUnitAmount: 'x' }] })),
    ).toBeNull();
    // Another currency: the portal has no rates to convert with.
    expect(
      packageTotals(pkg({ items: [first!, { ...second!, declaredUnitAmountCurrency: 'EUR' }] })),
    ).toBeNull();
  });
});

describe('the messages', () => {
  it('say the exact refusal for a vague description, and how far the totals are apart', () => {
    expect(itemMessages.vagueDescription).toBe(VAGUE_MESSAGE);
    expect(
      itemMessages.totalsDiffer(compareTotals([{ quantity: 2, unitAmount: 20 }], 30), 'USD'),
    ).toBe('The items add up to 40.00 USD, 10.00 more than the declared amount');
    expect(
      itemMessages.totalsDiffer(compareTotals([{ quantity: 3, unitAmount: 12.5 }], 50), 'EUR'),
    ).toBe('The items add up to 37.50 EUR, 12.50 less than the declared amount');
    expect(itemMessages.hsCode('HSN Code')).toBe(
      'HSN Code must be 6 to 10 digits (dots and spaces are ignored)',
    );
    expect(itemMessages.wholeQuantity('Quantity')).toBe(
      'Quantity must be a whole number of at least 1',
    );
    expect(itemMessages.positiveAmount('Unit Price')).toBe('Unit Price must be more than 0');
  });

  const said = [
    itemMessages.vagueDescription,
    itemMessages.hsCode('HSN Code'),
    itemMessages.wholeQuantity('Quantity'),
    itemMessages.positiveAmount('Unit Price'),
    itemMessages.totalsDiffer(compareTotals([{ quantity: 2, unitAmount: 20 }], 30), 'USD'),
    itemMessages.totalsDiffer(compareTotals([{ quantity: 1, unitAmount: 20 }], 30), 'USD'),
  ];

  it('are said as written in English', () => {
    const english = words.get('en')!;
    expect(said.map((message) => say(english, message))).toEqual(said);
  });

  it.each([
    ['French', words.get('fr')!],
    ['Arabic', words.get('ar')!],
  ])('are said in %s, with their label and amounts', (_language, words) => {
    for (const message of said) {
      const text = say(words, message);
      expect(text).not.toBe(message);
      expect(text).not.toContain('{');
    }
    const totals = say(words, said[4]!);
    expect(totals).toContain('40.00');
    expect(totals).toContain('10.00');
    expect(totals).toContain('USD');
  });

  it('leave no English words in Arabic (codes in capitals aside)', () => {
    const arabic = words.get('ar')!;
    expect(said.map((m) => say(arabic, m)).filter((text) => /[a-z]{2,}/.test(text))).toEqual([]);
  });
});

/** An international package whose one item and declared amount pass every rule. */
function abroad(item: Partial<ItemValues> = {}, declaredAmount = '25'): WizardValues {
  return {
    ...emptyValues(),
    senderCountry: '1',
    receiverCountry: '2',
    packages: [
      {
        ...emptyPackage(false, 'p1'),
        declaredAmount,
        declaredAmountUnit: 'USD',
        items: [
          {
            ...emptyItem('i1'),
            skuCode: 'TS-01',
            hsnCode: '6109.10',
            originCountry: '1',
            originCountryName: 'Lebanon',
            description: "Men's cotton T-shirts",
            quantity: '2',
            unitPrice: '12.5',
            unitPriceCurrency: 'USD',
            declaredUnitAmount: '12.5',
            declaredUnitAmountCurrency: 'USD',
            ...item,
          },
        ],
      },
    ],
  };
}

function errorsOf(values: WizardValues) {
  const result = shipmentWizardForm.safeParse(values);
  return result.success ? {} : issueErrors(result.error.issues);
}

describe("the wizard's rules (shared/forms/shipment.ts)", () => {
  const item = 'packages.0.items.0';

  it('passes an item that follows every rule', () => {
    const errors = errorsOf(abroad());
    for (const key of Object.keys(errors))
      expect(key).not.toMatch(/^packages\.0\.(items|declared)/);
  });

  it("puts each rule's message under its field", () => {
    expect(errorsOf(abroad({ description: ' GIFTS ' }))[`${item}.description`]).toBe(VAGUE_MESSAGE);
    expect(errorsOf(abroad({ hsnCode: '4901' }))[`${item}.hsnCode`]).toBe(
      'HSN Code must be 6 to 10 digits (dots and spaces are ignored)',
    );
    expect(errorsOf(abroad({ quantity: '1.5' }))[`${item}.quantity`]).toBe(
      'Quantity must be a whole number of at least 1',
    );
    expect(errorsOf(abroad({ quantity: '0' }))[`${item}.quantity`]).toBe(
      'Quantity must be a whole number of at least 1',
    );
    expect(errorsOf(abroad({ unitPrice: '0' }))[`${item}.unitPrice`]).toBe(
      'Unit Price must be more than 0',
    );
    expect(errorsOf(abroad({}, '30'))['packages.0.declaredAmount']).toBe(
      'The items add up to 25.00 USD, 5.00 less than the declared amount',
    );
  });

  it("keeps the spec's first messages: required, then a number", () => {
    const errors = errorsOf(abroad({ description: '', hsnCode: '', quantity: 'x', unitPrice: '' }));
    expect(errors).toMatchObject({
      [`${item}.description`]: 'Description is required',
      [`${item}.hsnCode`]: 'HSN Code is required',
      [`${item}.quantity`]: 'Quantity must be a number',
      [`${item}.unitPrice`]: 'Unit Price is required',
    });
    // An unreadable quantity has its own message: the totals are not compared with it.
    expect(errors['packages.0.declaredAmount']).toBeUndefined();
  });

  it('leaves domestic packages and their declared amount alone', () => {
    const domestic = { ...abroad({}, '999'), receiverCountry: '1' };
    domestic.packages[0]!.items = [];
    expect(errorsOf(domestic)['packages.0.declaredAmount']).toBeUndefined();
  });

  it('sends the HS code to the provider as digits only', () => {
    const body = toCreationBody(abroad({ hsnCode: ' 6109.10 00 ' }), 'international');
    expect(body.packages[0]!.items[0]!.hsnCode).toBe('61091000');
  });
});
