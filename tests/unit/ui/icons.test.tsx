// @vitest-environment happy-dom
import { readdirSync, readFileSync } from 'node:fs';
import { cleanup, render } from '@testing-library/react';
import { Check, TriangleAlert } from 'lucide';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import * as icons from '../../../resources/js/components/icons';
import { CheckIcon, SpinnerIcon, WarningIcon } from '../../../resources/js/components/icons';

afterEach(cleanup);

const DIR = 'resources/js/components/icons';

/** The drawing as the DOM has it: each shape's tag and attributes. */
function shapes(svg: SVGSVGElement) {
  return [...svg.children].map((shape) => [
    shape.tagName.toLowerCase(),
    Object.fromEntries([...shape.attributes].map(({ name, value }) => [name, value])),
  ]);
}

/** lucide's drawing, with its numbers as the DOM writes them. */
function drawing(node: typeof Check) {
  return node.map(([tag, attributes]) => [
    tag,
    Object.fromEntries(Object.entries(attributes).map(([name, value]) => [name, String(value)])),
  ]);
}

describe('icons', () => {
  it("draw lucide's shapes in lucide's <svg>", () => {
    const { container } = render(<WarningIcon />);
    const svg = container.querySelector('svg')!;
    expect(shapes(svg)).toEqual(drawing(TriangleAlert));
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg.getAttribute('stroke')).toBe('currentColor');
    expect(svg.getAttribute('fill')).toBe('none');
    expect(svg.getAttribute('stroke-width')).toBe('2');
    expect(svg.getAttribute('stroke-linecap')).toBe('round');
  });

  it('keep the class app.css sizes them by, beside the caller’s own', () => {
    const { container } = render(<SpinnerIcon className="size-4 motion-safe:animate-spin" />);
    expect(container.querySelector('svg')!.getAttribute('class')).toBe(
      'lucide lucide-loader-circle size-4 motion-safe:animate-spin',
    );
    cleanup();
    const plain = render(<CheckIcon />).container.querySelector('svg')!;
    expect(plain.getAttribute('class')).toBe('lucide lucide-check');
  });

  it('are hidden from assistive technology unless they are named', () => {
    const { container, rerender } = render(<CheckIcon />);
    const svg = () => container.querySelector('svg')!;
    expect(svg().getAttribute('aria-hidden')).toBe('true');
    rerender(<CheckIcon aria-label="Delivered" />);
    expect(svg().hasAttribute('aria-hidden')).toBe(false);
    rerender(<CheckIcon role="img" aria-labelledby="status" />);
    expect(svg().hasAttribute('aria-hidden')).toBe(false);
  });

  it('pass other attributes on to the <svg>', () => {
    const { container } = render(<CheckIcon data-testid="tick" strokeWidth={3} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('data-testid')).toBe('tick');
    expect(svg.getAttribute('stroke-width')).toBe('3');
  });

  it('build their shapes once, not on every render', () => {
    const Icon = CheckIcon as (props: object) => ReactElement<{ children: unknown }>;
    expect(Icon({}).props.children).toBe(Icon({ className: 'size-4' }).props.children);
  });

  it('are each a module of their own, all reachable from the set', () => {
    // A chunk takes only the icons its pages draw because each is its own module
    // (vite.config.ts marks them free of side effects); the set names every one.
    const files = readdirSync(DIR).filter((f) => !['index.ts', 'icon-from.tsx'].includes(f));
    const index = readFileSync(`${DIR}/index.ts`, 'utf8');
    for (const file of files) expect(index).toContain(`from './${file.replace(/\.ts$/, '')}'`);
    expect(Object.keys(icons)).toHaveLength(files.length);
  });
});
