import { z } from 'zod';
import {
  ADDED_SERVICES,
  CURRENCIES,
  CUSTOMS_PAYMENT_TYPES,
  DIMENSION_UNITS,
  WEIGHT_UNITS,
  values,
} from '../domain/catalog';
import { isCalendarDate } from '../domain/dates';
import { centimetresOf, kilosOf } from '../domain/rating';
import { countryName } from '../geo';
import {
  idField,
  oneOf,
  optionalText,
  positiveNumber,
  requiredNumber,
  requiredText,
} from '../http/fields';

/**
 * The rating call's body (the rating extension, tests/contract/README.md). What depends on
 * the clock (the ship date's range, on the origin's calendar) is checked by the route.
 */

/** The heaviest piece and the longest side a courier takes (above, it is freight). */
export const MAX_PIECE_KG = 1000;
export const MAX_SIDE_CM = 300;

const blankToNull = (value: unknown) =>
  value === undefined || value === null || value === '' ? null : value;

const place = (end: 'Origin' | 'Destination') =>
  z.object(
    {
      country: requiredText(`${end} country`, 2)
        .transform((code) => code.toUpperCase())
        .refine(
          (code) => /^[A-Z]{2}$/.test(code) && countryName(code) !== undefined,
          `${end} country is not a country we know`,
        ),
      city: requiredText(`${end} city`, 100),
      postal_code: optionalText(`${end} postal code`, 20),
    },
    { error: `${end} is required` },
  );

const unit = <T extends string>(label: string, options: T[]) =>
  oneOf(label, options).transform((value) => value as T);

const side = (label: string) => positiveNumber(label);

const piece = z
  .object(
    {
      count: positiveNumber('Count').refine(
        (n) => Number.isInteger(n) && n <= 999,
        'Count must be a whole number up to 999',
      ),
      weight: z.object(
        {
          value: positiveNumber('Weight'),
          unit: unit('Weight unit', values(WEIGHT_UNITS) as Array<'kg' | 'lb'>),
        },
        { error: 'Weight is required' },
      ),
      dimensions: z
        .object({
          unit: unit('Dimension unit', values(DIMENSION_UNITS) as Array<'cm' | 'in'>),
          length: side('Length'),
          width: side('Width'),
          height: side('Height'),
        })
        .nullish()
        .transform((value) => value ?? null),
    },
    { error: 'Package is required' },
  )
  .superRefine((p, ctx) => {
    if (kilosOf(p.weight) > MAX_PIECE_KG) {
      ctx.addIssue({
        code: 'custom',
        path: ['weight', 'value'],
        message: `A piece may not weigh more than ${MAX_PIECE_KG.toLocaleString('en')} kg`,
      });
    }
    const dimensions = p.dimensions;
    if (!dimensions) return;
    for (const name of ['length', 'width', 'height'] as const) {
      if (centimetresOf(dimensions[name], dimensions.unit) > MAX_SIDE_CM) {
        ctx.addIssue({
          code: 'custom',
          path: ['dimensions', name],
          message: `A side may not be longer than ${MAX_SIDE_CM} cm`,
        });
      }
    }
  });

const money = (label: string, positive: boolean) =>
  z
    .object(
      {
        value: positive
          ? positiveNumber(label)
          : requiredNumber(label).pipe(z.number().min(0, `${label} may not be negative`)),
        currency: z.preprocess(
          (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
          oneOf(`${label} currency`, values(CURRENCIES)),
        ),
      },
      { error: `${label} is required` },
    )
    .nullish()
    .transform((value) => value ?? null);

export const rateRequestSchema = z.object({
  client_id: z.preprocess(
    (value) => (blankToNull(value) === null ? undefined : value),
    idField('Account').optional(),
  ),
  origin: place('Origin'),
  destination: place('Destination'),
  // Left out: the shipment leaves now, today on the origin's calendar (the route's).
  ship_date: z.preprocess(
    (value) => blankToNull(value) ?? undefined,
    requiredText('Ship date', 10)
      .refine(isCalendarDate, 'Ship date must be a date (YYYY-MM-DD)')
      .optional(),
  ),
  packages: z
    .array(piece, { error: 'Packages are required' })
    .min(1, 'Add at least one package')
    .max(100, 'A shipment may have at most 100 package lines'),
  declared_value: money('Declared value', false),
  added_services: z
    .array(oneOf('Added service', values(ADDED_SERVICES)), {
      error: 'Added services must be a list',
    })
    .nullish()
    .transform((codes) => [...new Set(codes ?? [])]),
  cod_amount: money('COD amount', true),
  customs_payment_type: z.preprocess(
    blankToNull,
    oneOf('Customs payment type', values(CUSTOMS_PAYMENT_TYPES)).nullable(),
  ),
  product: optionalText('Product', 10),
});

export type RateRequestInput = z.output<typeof rateRequestSchema>;
/** A rating request with its ship date settled (the route fills in today's). */
export type RateRequestBody = RateRequestInput & { ship_date: string };
