/**
 * spec §4 wizard rules, shared by the shipment and pickup wizards: steps before the
 * current one are finished, the current one is in progress, the rest wait. Next finishes
 * the current step only when its fields pass; Go Back makes it wait again.
 */
export type WizardStepState = 'finished' | 'current' | 'waiting';

export interface WizardStepDef {
  /** The spec's step id ('step-2'). */
  id: string;
  label: string;
  /** Dot paths of the form fields this step owns (a path covers everything under it). */
  fields: readonly string[];
}

export function stepStates(count: number, current: number): WizardStepState[] {
  return Array.from({ length: count }, (_, i) =>
    i < current ? 'finished' : i === current ? 'current' : 'waiting',
  );
}

const owns = (step: WizardStepDef, key: string) =>
  step.fields.some((path) => key === path || key.startsWith(`${path}.`));

/** The first step holding one of `errors` (e.g. the provider's 422), or -1. */
export function firstStepWithError(
  steps: readonly WizardStepDef[],
  errors: Readonly<Record<string, unknown>>,
): number {
  const keys = Object.keys(errors);
  return steps.findIndex((step) => keys.some((key) => owns(step, key)));
}
