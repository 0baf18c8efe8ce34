// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useSchemaForm, type FormSchema } from '@/hooks/use-schema-form';
import { forgetTouch, onFirstTouch } from '@/lib/first-touch';

const login = z.object({ email: z.string().min(1, 'Email is required') });

beforeEach(() => {
  forgetTouch();
  (document.activeElement as HTMLElement | null)?.blur();
  document.body.innerHTML = '';
});

const mountWithLoader = () => {
  const loader = vi.fn(() => Promise.resolve<FormSchema>(login));
  const form = renderHook(() => useSchemaForm(loader, { email: '' })).result;
  return { loader, form };
};

describe('a form whose schema is loaded at the first touch', () => {
  it('asks for nothing until the visitor touches the page, then checks with the schema', async () => {
    const { loader, form } = mountWithLoader();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loader).not.toHaveBeenCalled();
    // Until the schema is in, the server alone checks: nothing is refused here.
    expect(form.current.validate()).toBe(true);

    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' })));
    expect(loader).toHaveBeenCalledTimes(1);
    await waitFor(() => {
      let passed = true;
      act(() => void (passed = form.current.validate()));
      expect(passed).toBe(false);
    });
    expect(form.current.errors.email).toBe('Email is required');
  });

  it('loads at once when a field already holds the focus (typed into before the page was live)', () => {
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    const { loader } = mountWithLoader();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('loads at once on a later page of a visit already touched', () => {
    onFirstTouch(() => {});
    window.dispatchEvent(new Event('pointerdown'));
    const { loader } = mountWithLoader();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('runs each waiting callback once, and none that was forgotten', () => {
    const kept = vi.fn();
    const forgotten = vi.fn();
    onFirstTouch(kept);
    onFirstTouch(forgotten)();
    window.dispatchEvent(new FocusEvent('focusin'));
    window.dispatchEvent(new Event('input'));
    expect(kept).toHaveBeenCalledTimes(1);
    expect(forgotten).not.toHaveBeenCalled();
  });
});
