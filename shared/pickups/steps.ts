import type { WizardStepDef } from '../ui/wizard';

/**
 * spec §2.10 and §4: the Schedule Pickup wizard's steps with the form fields each owns.
 * With a shipper address from the dashboard, Shipper Information is left out.
 */
export const PICKUP_STEPS = [
  { id: 'step-1', label: /*i18n*/ 'Shipper Information', fields: ['address_id'] },
  {
    id: 'step-2',
    label: /*i18n*/ 'Shipping Details',
    fields: ['nb_packages', 'weight', 'length', 'width', 'height'],
  },
  {
    id: 'step-3',
    label: /*i18n*/ 'Pickup Schedule',
    fields: ['pickup_date', 'time_from', 'time_to'],
  },
  { id: 'step-4', label: /*i18n*/ 'Special Instructions', fields: ['instruction'] },
] as const satisfies readonly WizardStepDef[];

export const PRESET_STEPS = PICKUP_STEPS.slice(1);

export const pickupSteps = (preset: boolean): readonly WizardStepDef[] =>
  preset ? PRESET_STEPS : PICKUP_STEPS;
