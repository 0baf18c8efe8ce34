import type { ShipmentMode } from '@shared/shipment-wizard/mode';
import type { StepKey } from '@shared/shipment-wizard/steps';

/**
 * The names `shared/shipment-wizard` gives the steps and the shipment modes, for the
 * catalogs: drawn with `i18n._(step.label)` and `i18n._(MODE_LABELS[mode])`.
 */
export const STEP_NAMES: Record<StepKey, string> = {
  pickup: /*i18n*/ 'Pickup Address',
  consignee: /*i18n*/ 'Choose Consignee',
  references: /*i18n*/ 'References',
  delivery: /*i18n*/ 'Delivery Address',
  service: /*i18n*/ 'Service Selection',
  packages: /*i18n*/ 'Packages',
};

export const MODE_NAMES: Record<ShipmentMode, string> = {
  international: /*i18n*/ 'International (EXP)',
  domestic: /*i18n*/ 'Domestic (DOM)',
};
