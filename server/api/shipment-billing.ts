import { z } from 'zod';
import type { BillingAdjustment, ShipmentBilling } from '../../shared/billing/types';
import { apiDecimal, apiMoney, apiText } from './schemas';

/**
 * A shipment's quoted against billed and the adjustment after weighing at pickup (a
 * contract extension: tests/contract/README.md), as the shipment detail, the list row and
 * the invoice row send them. Optional for a provider: each part that cannot be read is
 * none, never a failed page.
 */

const money = apiMoney;

const kilos = apiDecimal(/^\d+(\.\d+)?$/);

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
