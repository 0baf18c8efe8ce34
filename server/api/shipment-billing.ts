import { z } from 'zod';
import type { BillingAdjustment, Money, ShipmentBilling } from '../../shared/billing/types';
import { apiText } from './schemas';

/**
 * A shipment's quoted against billed and the adjustment after weighing at pickup (a
 * contract extension: tests/contract/README.md), as the shipment detail, the list row and
 * the invoice row send them. Optional for a provider: each part that cannot be read is
 * none, never a failed page.
 */

const decimal = (pattern: RegExp) =>
  z.union([z.number(), z.string().regex(pattern).transform(Number)]);

const money = z
  .object({ value: decimal(/^-?\d+(\.\d+)?$/), currency: apiText })
  .transform((m): Money => ({ value: m.value, currency: m.currency.toUpperCase() }));

const kilos = decimal(/^\d+(\.\d+)?$/);

export const adjustmentSchema = z
  .object({ measured_weight: kilos, declared_weight: kilos, reason: apiText })
  .transform((a): BillingAdjustment => ({
    measuredWeight: a.measured_weight,
    declaredWeight: a.declared_weight,
    unit: 'kg',
    reason: a.reason,
  }));

export const optionalMoney = money.nullish().catch(null);
export const optionalAdjustment = adjustmentSchema.nullish().catch(null);

export const shipmentBillingSchema = z
  .object({ quoted: optionalMoney, billed: optionalMoney, adjustment: optionalAdjustment })
  .transform((b): ShipmentBilling => ({
    quoted: b.quoted ?? null,
    billed: b.billed ?? null,
    adjustment: b.adjustment ?? null,
  }));

/** The `billing` field wherever it is sent: none when absent or unreadable. */
export const optionalBilling = shipmentBillingSchema.nullish().catch(null);
