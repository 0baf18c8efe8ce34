import type { SVGProps } from 'react';

/** Decorative outline icons of the form widgets (24 px grid, hidden from assistive technology). */
function icon(paths: string[]) {
  return function Icon({ className = 'size-5', ...props }: SVGProps<SVGSVGElement>) {
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className={className}
        {...props}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

export const EyeIcon = icon([
  'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z',
  'M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
]);
export const EyeOffIcon = icon([
  'M3 3l18 18',
  'M10.6 5.1A9.8 9.8 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.2',
  'M6.6 6.6C3.9 8.4 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6',
  'M9.9 9.9a3 3 0 0 0 4.2 4.2',
]);
export const ChevronDownIcon = icon(['m6 9 6 6 6-6']);
export const SearchIcon = icon(['M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14z', 'm20 20-4-4']);
export const CheckIcon = icon(['m5 12 5 5 9-10']);
