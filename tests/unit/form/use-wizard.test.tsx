// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstStepWithError, stepStates } from '@shared/ui/wizard';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { useWizard } from '@/hooks/use-wizard';

const schema = z.object({
  address: z.string().min(1, 'please select an address'),
  packages: z.array(z.object({ weight: z.string().min(1, 'Weight is required') })),
});

const steps = [
  { id: 'step-2', label: 'Pickup Address', fields: ['address'] },
  { id: 'step-5', label: 'Packages', fields: ['packages'] },
];

const mount = () =>
  renderHook(() => {
    const form = useSchemaForm(schema, { address: '', packages: [{ weight: '' }] });
    return { form, wizard: useWizard(steps, form) };
  }).result;

describe('wizard rules', () => {
  it('derive the step states from the current step', () => {
    expect(stepStates(4, 2)).toEqual(['finished', 'finished', 'current', 'waiting']);
  });

  it('find the first step that holds an error, nested paths included', () => {
    expect(firstStepWithError(steps, { 'packages.0.weight': 'x' })).toBe(1);
    expect(firstStepWithError(steps, { address: 'x', 'packages.0.weight': 'x' })).toBe(0);
    expect(firstStepWithError(steps, { other: 'x' })).toBe(-1);
  });
});

describe('useWizard', () => {
  it('Next checks the current step only, and moves on when it passes', () => {
    const result = mount();
    act(() => void result.current.wizard.next());
    expect(result.current.wizard.index).toBe(0);
    expect(result.current.form.errors).toEqual({ address: 'please select an address' });
    act(() => result.current.form.set('address', 'a1'));
    act(() => void result.current.wizard.next());
    expect(result.current.wizard.index).toBe(1);
    expect(result.current.wizard.steps.map((s) => s.state)).toEqual(['finished', 'current']);
    // The packages step was not checked on the way.
    expect(result.current.form.errors).toEqual({});
  });

  it('Go Back makes the step wait again and clears the messages', () => {
    const result = mount();
    act(() => result.current.form.set('address', 'a1'));
    act(() => void result.current.wizard.next());
    act(() => void result.current.wizard.next());
    expect(result.current.form.errors['packages.0.weight']).toBe('Weight is required');
    act(() => result.current.wizard.back());
    expect(result.current.wizard.index).toBe(0);
    expect(result.current.wizard.steps.map((s) => s.state)).toEqual(['current', 'waiting']);
    expect(result.current.form.errors).toEqual({});
  });

  it('goes to the first step with an error after a refused submit', () => {
    const result = mount();
    act(() => result.current.wizard.goTo(1));
    act(() => result.current.form.setErrors({ address: 'Unknown address' }));
    act(() => result.current.wizard.showFirstError());
    expect(result.current.wizard.index).toBe(0);
  });
});
