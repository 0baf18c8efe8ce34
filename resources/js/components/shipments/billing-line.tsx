import clsx from 'clsx';
import { quotedBilledLine } from '@shared/billing/adjustment';
import type { ShipmentBilling } from '@shared/billing/types';

/**
 * The shipment's price as quoted against what it is billed, in the tracking drawer: 'Quoted
 * 42.10 USD' while billed as quoted, and the billed amount with the weights that made it
 * differ once the provider weighed it at pickup. Nothing without a quote.
 */
export function BillingLine({ billing }: { billing: ShipmentBilling | null | undefined }) {
  const line = quotedBilledLine(billing);
  if (!line) return null;
  const adjusted = Boolean(billing?.adjustment);
  return (
    <p
      data-testid="billing-line"
      className={clsx(
        'rounded-card border p-3 text-sm',
        adjusted
          ? 'border-amber-200 bg-amber-50 text-amber-900'
          : 'border-gray-200 bg-gray-50 text-gray-800',
      )}
    >
      {line}
    </p>
  );
}
