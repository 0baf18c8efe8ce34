// @vitest-environment happy-dom
import { router } from '@inertiajs/react';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useSchemaForm } from '@/hooks/use-schema-form';

const shipment = z.object({
  reference: z.string().min(1, 'Reference is required'),
  packages: z
    .array(
      z.object({
        weight: z.string().min(1, 'Weight is required'),
        items: z.array(z.object({ quantity: z.string().min(1, 'Quantity is required') })),
      }),
    )
    .min(1),
});

const initial = () => ({
  reference: '',
  packages: [{ weight: '', items: [{ quantity: '' }, { quantity: '' }, { quantity: '' }] }],
});

const mount = (errorBag?: string) =>
  renderHook(() => useSchemaForm(shipment, initial(), { errorBag })).result;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useSchemaForm', () => {
  it('binds nested values by dot path', () => {
    const form = mount();
    act(() => form.current.field('packages.0.items.2.quantity').onChange('4'));
    expect(form.current.data.packages[0]?.items[2]?.quantity).toBe('4');
    expect(form.current.field('packages.0.items.2.quantity').value).toBe('4');
    expect(form.current.field('packages.0.items.2.quantity').name).toBe(
      'packages.0.items.2.quantity',
    );
  });

  it('grows and shrinks arrays', () => {
    const form = mount();
    act(() => form.current.insert('packages', { weight: '2', items: [] }, 0));
    expect(form.current.data.packages.map((p) => p.weight)).toEqual(['2', '']);
    act(() => form.current.remove('packages.1.items', 1));
    expect(form.current.data.packages[1]?.items).toHaveLength(2);
    act(() => form.current.remove('packages', 0));
    expect(form.current.data.packages.map((p) => p.weight)).toEqual(['']);
  });

  it('applies the spec input filters, and a disabled field ignores changes', () => {
    const form = mount();
    act(() => form.current.field('reference', { filter: 'numbers' }).onChange('a1b2-3'));
    expect(form.current.data.reference).toBe('123');
    act(() => form.current.field('packages.0.weight', { filter: 'decimal' }).onChange('.5.2x'));
    expect(form.current.data.packages[0]?.weight).toBe('0.52');
    expect(form.current.field('packages.0.weight', { filter: 'decimal' }).inputMode).toBe(
      'decimal',
    );
    act(() => form.current.field('reference', { disabled: true }).onChange('999'));
    expect(form.current.data.reference).toBe('123');
  });

  it('clears an error as soon as its field changes, and only that one', () => {
    const form = mount();
    act(() => void form.current.validate());
    expect(form.current.errors['packages.0.weight']).toBe('Weight is required');
    act(() => form.current.field('packages.0.weight').onChange('3'));
    expect(form.current.errors['packages.0.weight']).toBeUndefined();
    expect(form.current.errors.reference).toBe('Reference is required');
  });

  it('validates a subset of fields (one wizard step) with the same schema', () => {
    const form = mount();
    let ok = true;
    act(() => {
      ok = form.current.validate(['reference']);
    });
    expect(ok).toBe(false);
    expect(form.current.errors).toEqual({ reference: 'Reference is required' });
    act(() => form.current.set('reference', 'R-1'));
    act(() => {
      ok = form.current.validate(['reference']);
    });
    expect(ok).toBe(true);
    expect(form.current.errors).toEqual({});
  });

  it('scrolls the first field in error into view after 300 ms', () => {
    vi.useFakeTimers();
    const input = document.createElement('input');
    input.setAttribute('aria-invalid', 'true');
    input.scrollIntoView = vi.fn();
    document.body.append(input);
    const form = mount();
    act(() => void form.current.validate());
    vi.advanceTimersByTime(299);
    expect(input.scrollIntoView).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(input.scrollIntoView).toHaveBeenCalledOnce();
    input.remove();
  });

  it('leaves the focus alone when the user is already typing in a field', () => {
    vi.useFakeTimers();
    const invalid = document.createElement('input');
    invalid.setAttribute('aria-invalid', 'true');
    invalid.scrollIntoView = vi.fn();
    const typing = document.createElement('input');
    document.body.append(invalid, typing);
    typing.focus();
    const form = mount();
    act(() => void form.current.validate());
    vi.advanceTimersByTime(300);
    expect(invalid.scrollIntoView).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(typing);
    invalid.remove();
    typing.remove();
  });

  it('does not send a form that fails, and sends a valid one in its own error bag', () => {
    const visit = vi.spyOn(router, 'visit').mockImplementation(() => undefined);
    const form = mount('address');
    act(() => form.current.submit('post', '/address-book'));
    expect(visit).not.toHaveBeenCalled();
    act(() => {
      form.current.set('reference', 'R-1');
      form.current.set('packages', [{ weight: '1', items: [] }]);
    });
    act(() => form.current.submit('post', '/address-book'));
    expect(visit).toHaveBeenCalledOnce();
    expect(visit.mock.calls[0]?.[1]).toMatchObject({ method: 'post', errorBag: 'address' });
  });
});
