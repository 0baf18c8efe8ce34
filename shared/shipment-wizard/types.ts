import { createdFrom } from '../created';
import type { WizardOption } from './products';
import type { ReturnOf } from '../shipments/returns';
import type { WizardValues } from './values';

/** The provider's lists the Packages and Service steps choose from (GET /enums). */
export interface WizardEnums {
  packageTypes: WizardOption[];
  commodityTypes: WizardOption[];
  weightUnits: WizardOption[];
  dimensionUnits: WizardOption[];
  customsPaymentTypes: WizardOption[];
}

/** What the page starts from: the session's draft. */
export interface DraftProps {
  id: string;
  step: number;
  values: WizardValues;
  /** A return's original: the wizard's banner, and its swapped address kinds. */
  returnOf: ReturnOf | null;
}

/** What the consignee popup hands back (flash `createdConsignee`). */
export interface CreatedConsignee {
  id: string;
  text: string;
}

export const createdConsigneeFrom = (flash: unknown): CreatedConsignee | null =>
  createdFrom(flash, 'createdConsignee');
