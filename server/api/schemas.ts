import { z } from 'zod';
import { ROLES } from '../../shared/team/roles';
import type { Money } from '../../shared/billing/types';
import { LANGUAGES } from '../../shared/i18n/languages';
import type { Account, User } from '../../shared/types';

/** Upstream shapes the portal relies on (upstream-contract.md, Entities). */

const text = z
  .string()
  .nullable()
  .optional()
  .transform((v) => v ?? null);
/** An id the API may send as a number or a string, kept as a string. */
export const apiId = z.union([z.string(), z.number()]).transform(String);
const id = apiId;

/** Text the API may send as a number or leave out: always a string ('' when absent). */
export const apiText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? '' : String(v)));
/** A number the API may send as a JSON number or as a decimal string ('42.10'). */
export const apiDecimal = (pattern: RegExp = /^-?\d+(\.\d+)?$/) =>
  z.union([z.number(), z.string().regex(pattern).transform(Number)]);

/** An amount and its currency (invoices, quotes, bills), the code upper-cased. */
export const apiMoney = z
  .object({ value: apiDecimal(), currency: apiText })
  .transform((m): Money => ({ value: m.value, currency: m.currency.toUpperCase() }));

const optionalId = id
  .nullable()
  .optional()
  .transform((v) => v ?? null);

export const userSchema = z
  .object({
    id: z.number(),
    first_name: z
      .string()
      .nullable()
      .transform((v) => v ?? ''),
    last_name: z
      .string()
      .nullable()
      .transform((v) => v ?? ''),
    user_name: text,
    email: z.string(),
    phone_number: text,
    country: text,
    province: text,
    city: text,
    customer_type: z
      .enum(['personal', 'business'])
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    pickup_address_id: optionalId,
    shipping_address_id: optionalId,
    date: text,
    time_from: text,
    time_to: text,
    // The language extension: a provider without it sends none, and a value the portal is
    // not offered in reads as not chosen rather than failing the whole user.
    language: z
      .enum(LANGUAGES)
      .nullish()
      .catch(null)
      .transform((v) => v ?? null),
    // The two-factor extension (docs/two-factor.md): whether a second factor is on.
    two_factor: z
      .boolean()
      .nullish()
      .catch(false)
      .transform((v) => v === true),
  })
  .transform((u): User => u);

export const accountSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    details: z
      .string()
      .nullable()
      .transform((v) => v ?? ''),
    account_number: z.union([z.string(), z.number()]).transform(String),
    // Extension (docs/team.md): the user's role, and whether a second factor is required.
    role: z.enum(ROLES).nullish().catch(null),
    require_two_factor: z.boolean().nullish().catch(false),
  })
  .transform(({ role, require_two_factor, ...a }): Account => ({
    ...a,
    role: role ?? null,
    requireTwoFactor: require_two_factor === true,
  }));

export const tokenSchema = z.object({ token: z.string().min(1) });
