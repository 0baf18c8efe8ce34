/**
 * How the portal draws an icon from lucide's data: the shapes become React elements once,
 * when the icon's module loads, and a render makes only the <svg> around them. (lucide-react
 * rebuilt every icon from its data on every render: about 0.4 ms of a server-rendered
 * dashboard, which draws 28 icons.) Each icon is a module of its own (./check.ts, …) so that
 * a page's chunk carries only the drawings it shows.
 */
import type { ComponentType, ReactElement, SVGProps } from 'react';
import type { IconNode } from 'lucide';

export type IconProps = SVGProps<SVGSVGElement>;
export type IconComponent = ComponentType<IconProps>;

/** lucide's own <svg> attributes: a 24-unit drawing in the text's colour. */
const SVG = {
  xmlns: 'http://www.w3.org/2000/svg',
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** Whether the icon is named for assistive technology, so it must not be hidden from it. */
function isNamed(props: IconProps): boolean {
  return props['aria-label'] != null || props['aria-labelledby'] != null || props.role != null;
}

/**
 * An icon component drawing `node`, with lucide's classes (`lucide lucide-<name>`). A
 * `directional` icon points along the reading direction (back, previous, next) and is
 * mirrored where the page reads right to left; the others (a truck, a clock) never are.
 */
export function iconFrom(
  name: string,
  node: IconNode,
  { directional = false }: { directional?: boolean } = {},
): IconComponent {
  const shapes: ReactElement[] = node.map(([Tag, attributes], key) => (
    <Tag key={key} {...attributes} />
  ));
  const base = `lucide lucide-${name}${directional ? ' rtl:-scale-x-100' : ''}`;
  // One props object per render: the caller's className is replaced after the spread.
  function Icon(props: IconProps) {
    return (
      <svg
        {...SVG}
        aria-hidden={isNamed(props) ? undefined : true}
        {...props}
        className={props.className ? `${base} ${props.className}` : base}
      >
        {shapes}
      </svg>
    );
  }
  Icon.displayName = `Icon(${name})`;
  return Icon;
}
