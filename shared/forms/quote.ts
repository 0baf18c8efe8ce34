import * as z from 'zod/mini';
import { quoteWords as words } from '../rates/quote-words';
import { sideProblem, weightProblem } from '../rates/limits';
import { usesPostalCode } from '../rates/postal-codes';
import { isCalendarDate, SHIP_DATE_MAX_DAYS, type ShipDateBounds } from '../rates/ship-date';
import { fill } from '../i18n/wording';
import { isRequired, required } from './fields';

/**
 * 'Get a quote': origin and destination, the packages, the ship date. Everything is text
 * as the inputs hold it; the server turns it into the rating call's request. The same
 * rules run in the browser (nothing is sent while one fails) and on the server.
 */

export const QUOTE_LABELS = {
  country: /*i18n*/ 'Country',
  province: /*i18n*/ 'Province',
  city: /*i18n*/ 'City',
  postalCode: /*i18n*/ 'Postal Code',
  count: /*i18n*/ 'Pieces',
  weight: /*i18n*/ 'Weight',
  weightUnit: /*i18n*/ 'Weight Unit',
  dimensionsUnit: /*i18n*/ 'Size Unit',
  length: /*i18n*/ 'Length',
  width: /*i18n*/ 'Width',
  height: /*i18n*/ 'Height',
  shipDate: /*i18n*/ 'Ship Date',
} as const;

export const MAX_QUOTE_PACKAGES = 10;
const MAX_PIECES = 50;

export type QuotePlace = {
  /** A country id of the geo list, and its name for the picker. */
  country: string;
  countryName: string;
  /** Only to narrow the cities: the rating call takes the city. */
  province: string;
  city: string;
  postalCode: string;
};

export type QuotePackage = {
  /** Stable across removals, so React keeps each row's inputs. */
  key: string;
  count: string;
  weight: string;
  weightUnit: string;
  /** The three sides, or none: without them the actual weight is charged. */
  dimensionsUnit: string;
  length: string;
  width: string;
  height: string;
};

export type QuoteValues = {
  origin: QuotePlace;
  destination: QuotePlace;
  shipDate: string;
  packages: QuotePackage[];
};

export const emptyPlace = (): QuotePlace => ({
  country: '',
  countryName: '',
  province: '',
  city: '',
  postalCode: '',
});

export const emptyQuotePackage = (key: string): QuotePackage => ({
  key,
  count: '1',
  weight: '',
  weightUnit: 'kg',
  dimensionsUnit: 'cm',
  length: '',
  width: '',
  height: '',
});

const L = QUOTE_LABELS;
const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));

const place = z
  .object({
    country: z.pipe(required(L.country), text(64)),
    countryName: text(200),
    province: text(64),
    city: z.pipe(required(L.city), text(100)),
    postalCode: text(12),
  })
  .check(
    z.superRefine((p, ctx) => {
      if (p.postalCode === '' && usesPostalCode(p.country))
        ctx.issues.push({
          code: 'custom',
          input: p.postalCode,
          path: ['postalCode'],
          message: isRequired(L.postalCode),
        });
    }),
  );

const SIDES = ['length', 'width', 'height'] as const;
type Side = (typeof SIDES)[number];
// A sign is kept so that a negative number is told it must be more than 0.
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** The units the form offers: those the rating call's limits know (shared/rates/limits.ts). */
export const WEIGHT_UNIT_OPTIONS = [
  { value: 'kg', label: 'kg' },
  { value: 'lb', label: 'lb' },
];
export const SIZE_UNIT_OPTIONS = [
  { value: 'cm', label: 'cm' },
  { value: 'in', label: 'in' },
];
const isUnit = (options: Array<{ value: string }>) => (unit: string) =>
  options.some((o) => o.value === unit);

const pkg = z
  .object({
    key: text(40),
    count: z.string().check(
      z.trim(),
      z.refine(
        (v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= MAX_PIECES,
        words.wholeNumber(L.count),
      ),
    ),
    weight: z.pipe(required(L.weight), text(20)),
    weightUnit: z.string().check(z.refine(isUnit(WEIGHT_UNIT_OPTIONS), isRequired(L.weightUnit))),
    dimensionsUnit: z
      .string()
      .check(z.refine(isUnit(SIZE_UNIT_OPTIONS), isRequired(L.dimensionsUnit))),
    length: text(20),
    width: text(20),
    height: text(20),
  })
  .check(
    z.superRefine((p, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.issues.push({ code: 'custom', input: p, path: [path], message });
      const number = (field: 'weight' | Side, label: string): number | null => {
        if (DECIMAL.test(p[field])) return Number(p[field]);
        issue(field, words.notANumber(label));
        return null;
      };
      const weight = p.weight === '' ? null : number('weight', L.weight);
      const heavy = weight === null ? null : weightProblem(weight, p.weightUnit);
      if (heavy) issue('weight', heavy);
      if (SIDES.every((side) => p[side] === '')) return;
      for (const side of SIDES) {
        if (p[side] === '') issue(side, words.allSides);
        const value = p[side] === '' ? null : number(side, L[side]);
        const long = value === null ? null : sideProblem(L[side], value, p.dimensionsUnit);
        if (long) issue(side, long);
      }
    }),
  );

/** The quote form, with the ship dates allowed (the browser's today; lenient on the server). */
export const quoteForm = (bounds: ShipDateBounds) =>
  z.object({
    origin: place,
    destination: place,
    shipDate: z.pipe(
      required(L.shipDate),
      z.string().check(
        z.refine(isCalendarDate, words.notADate),
        z.refine((d) => d >= bounds.earliest, words.dateInPast),
        z.refine((d) => d <= bounds.latest, words.dateTooFar(SHIP_DATE_MAX_DAYS)),
      ),
    ),
    packages: z
      .array(pkg)
      .check(
        z.minLength(1, /*i18n*/ 'Add at least one package'),
        z.maxLength(
          MAX_QUOTE_PACKAGES,
          fill(/*i18n*/ 'A quote takes at most {max} packages', { max: MAX_QUOTE_PACKAGES }),
        ),
      ),
  });

export type ValidQuote = z.output<ReturnType<typeof quoteForm>>;
