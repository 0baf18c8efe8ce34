import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/** Outline icons on a 24 px grid; decorative (hidden from assistive technology). */
function icon(paths: string[]) {
  return function Icon({ className = 'size-5', ...props }: IconProps) {
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

export const DashboardIcon = icon([
  'M4 4h6v7H4z',
  'M14 4h6v4h-6z',
  'M14 12h6v8h-6z',
  'M4 15h6v5H4z',
]);
export const AccountsIcon = icon([
  'M4 8h16v11H4z',
  'M9 8V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V8',
  'M4 13h16',
]);
export const ShipmentsIcon = icon([
  'M12 3 20 7.5v9L12 21l-8-4.5v-9z',
  'M4 7.5 12 12l8-4.5',
  'M12 12v9',
  'm8 5.2 8 4.6',
]);
export const AddressBookIcon = icon([
  'M6 3h12a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H6z',
  'M4 7h3M4 12h3M4 17h3',
  'M12.5 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  'M9.5 16a3 3 0 0 1 6 0',
]);
export const PickupsIcon = icon(['M4 6h16v14H4z', 'M4 10h16', 'M8 3v5M16 3v5', 'm9 15 2 2 4-4']);
export const MenuIcon = icon(['M4 6h16', 'M4 12h16', 'M4 18h16']);
export const CloseIcon = icon(['M6 6l12 12', 'M18 6 6 18']);
export const ChevronDownIcon = icon(['m6 9 6 6 6-6']);
export const CheckIcon = icon(['m5 12 5 5 9-10']);
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
export const SearchIcon = icon(['M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14z', 'm20 20-4-4']);
export const ArrowLeftIcon = icon(['M19 12H5', 'm12 19-7-7 7-7']);
