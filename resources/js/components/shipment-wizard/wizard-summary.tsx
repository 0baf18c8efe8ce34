import type { ShipmentMode } from '@shared/shipment-wizard/mode';
import { productsFor, type CreationPayload } from '@shared/shipment-wizard/products';
import { summarize } from '@shared/shipment-wizard/summary';
import type { WizardValues } from '@shared/shipment-wizard/values';
import { PriceSummary } from './price-summary';
import { Summary } from './summary';
import type { RatesState } from './use-rates';

interface WizardSummaryProps {
  values: WizardValues;
  payload: CreationPayload;
  mode: ShipmentMode;
  rates: RatesState;
  onChooseProduct: (productCode: string) => void;
}

/**
 * The summary beside the Packages step: the price and delivery date as the packages are
 * filled in (switching product from there), above what will be created. Beside the step
 * on a wide screen, where it stays in view as the page scrolls; under it otherwise.
 */
export function WizardSummary({
  values,
  payload,
  mode,
  rates,
  onChooseProduct,
}: WizardSummaryProps) {
  return (
    <Summary
      summary={summarize(values, payload)}
      className="xl:sticky xl:top-4"
      prices={
        <PriceSummary
          rates={rates}
          productCode={values.productCode}
          offered={productsFor(payload.products, mode).map((p) => p.value)}
          onChoose={onChooseProduct}
        />
      }
    />
  );
}
