// @vitest-environment happy-dom
// @isolated: the module keeps what was typed until the page is live, and another file's typing would be read here.
import { describe, expect, it } from 'vitest';
import { giveBackTyped, noteTyped } from '@/lib/typed-before-live';

describe('a choice made while the page is being brought to life', () => {
  it('is the one given back, not the value React put back before the change event', async () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<select aria-label="Report"><option value="by-status" selected>By status</option>' +
      '<option value="by-day">By day</option></select>';
    document.body.append(root);
    const select = root.querySelector('select')!;
    noteTyped(root);
    // The visitor chooses; React, hydrating at once inside the `input`, puts the field back
    // to its state before the browser fires `change`.
    select.value = 'by-day';
    select.dispatchEvent(new Event('input', { bubbles: true }));
    select.value = 'by-status';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await giveBackTyped();
    expect(select.value).toBe('by-day');
  });
});
