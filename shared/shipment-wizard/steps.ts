import { issueErrors } from '../forms/errors';
import { shipmentWizardForm } from '../forms/shipment';
import type { WizardStepState } from '../ui/wizard';
import type { WizardValues } from './values';

/**
 * spec §2.9: the wizard's steps in order, with their ids, and the fields each one owns
 * (what 'Next' validates, and where an error sends the user back to).
 */
export const WIZARD_STEPS = [
  { id: 'step-2', key: 'pickup', label: 'Pickup Address', fields: ['senderAddressId'] },
  { id: 'step-6', key: 'consignee', label: 'Choose Consignee', fields: ['customerId'] },
  {
    id: 'step-1',
    key: 'references',
    label: 'References',
    fields: ['reference1', 'billingReference'],
  },
  { id: 'step-3', key: 'delivery', label: 'Delivery Address', fields: ['receiverAddressId'] },
  {
    id: 'step-4',
    key: 'service',
    label: 'Service Selection',
    fields: [
      'productCode',
      'services',
      'insurance',
      'customPaymentType',
      'exportReason',
      'signerName',
      'exporterTaxNumber',
      'importerTaxNumber',
    ],
  },
  { id: 'step-5', key: 'packages', label: 'Packages', fields: ['packages'] },
] as const;

export type WizardStep = (typeof WIZARD_STEPS)[number];
export type StepKey = WizardStep['key'];

export const LAST_STEP = WIZARD_STEPS.length - 1;

export const clampStep = (step: number) =>
  Number.isInteger(step) ? Math.min(Math.max(step, 0), LAST_STEP) : 0;

const owns = (field: string, path: string) => path === field || path.startsWith(`${field}.`);

/** The step that shows an error's field; -1 for errors of no field (above the form). */
export function stepOfField(path: string): number {
  return WIZARD_STEPS.findIndex((step) =>
    (step.fields as readonly string[]).some((field) => owns(field, path)),
  );
}

/** After a failed creation the wizard goes to the first step with an error (spec §8 says nothing more specific). */
export function firstStepWithError(errors: Record<string, string>): number | null {
  const steps = Object.keys(errors)
    .map(stepOfField)
    .filter((step) => step >= 0);
  return steps.length ? Math.min(...steps) : null;
}

/**
 * The steps whose fields do not pass yet, for the stepper: a step before the current one is
 * shown as done only when it is (a draft from 'Ship again' may open at Packages with an
 * earlier step still to fill in).
 */
export function stepsToFill(errors: Record<string, string>): Set<number> {
  return new Set(
    Object.keys(errors)
      .map(stepOfField)
      .filter((step) => step >= 0),
  );
}

/**
 * The stepper's states (spec §4): the current step is in progress; a step before it is
 * finished only when it validates with the wizard's own schema, as Next would check it (a
 * draft from 'Ship again' opens at Packages without having passed any step, and one of them
 * may be empty); the steps after it wait.
 */
export function wizardStepStates(values: WizardValues, current: number): WizardStepState[] {
  const checked = shipmentWizardForm.safeParse(values);
  const toFill = stepsToFill(checked.success ? {} : issueErrors(checked.error.issues));
  return WIZARD_STEPS.map((_step, index) =>
    index === current ? 'current' : index < current && !toFill.has(index) ? 'finished' : 'waiting',
  );
}
