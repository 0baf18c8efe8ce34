import { useState } from 'react';
import {
  firstStepWithError,
  stepStates,
  type WizardStepDef,
  type WizardStepState,
} from '@shared/ui/wizard';
import type { SchemaForm } from './use-schema-form';

export interface Wizard {
  index: number;
  step: WizardStepDef;
  isFirst: boolean;
  isLast: boolean;
  /** For the kit's Stepper. */
  steps: { id: string; label: string; state: WizardStepState }[];
  /** Validates the current step's fields only; on success moves on. True when it moved. */
  next(): boolean;
  /** Back one step; the validation messages are cleared. */
  back(): void;
  /** Shows the first step that holds one of the form's errors (after a refused submit). */
  showFirstError(): void;
  goTo(index: number): void;
}

/**
 * The one wizard behaviour of the portal (spec §4), over a form made with useSchemaForm:
 * steps own dot paths of the form, Next validates only the current step with the shared
 * schema, Go Back clears the messages. States are derived from the current index.
 */
export function useWizard<T extends Record<string, unknown>>(
  defs: readonly WizardStepDef[],
  form: SchemaForm<T>,
  { start = 0, onChange }: { start?: number; onChange?: (index: number) => void } = {},
): Wizard {
  const [index, setIndex] = useState(start);
  const last = defs.length - 1;
  const goTo = (to: number) => {
    const bounded = Math.min(Math.max(to, 0), last);
    setIndex(bounded);
    onChange?.(bounded);
  };
  const states = stepStates(defs.length, index);

  return {
    index,
    step: defs[index] ?? (defs[0] as WizardStepDef),
    isFirst: index === 0,
    isLast: index === last,
    steps: defs.map((def, i) => ({ id: def.id, label: def.label, state: states[i]! })),
    next() {
      const step = defs[index];
      if (!step || !form.validate(step.fields) || index === last) return false;
      goTo(index + 1);
      return true;
    },
    back() {
      form.clearErrors();
      goTo(index - 1);
    },
    showFirstError() {
      const found = firstStepWithError(defs, form.errors);
      if (found >= 0) goTo(found);
    },
    goTo,
  };
}
