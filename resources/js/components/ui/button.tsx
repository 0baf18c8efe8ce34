import { Link, type LinkProps } from './link';
import clsx from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { PlusIcon, SpinnerIcon } from '@/components/icons';
import { useLiveControl } from './use-hydrated';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

const VARIANTS: Record<ButtonVariant, string> = {
  // brand-700: white text on it is 5.2:1 (the brand orange itself would be 2.9:1).
  primary:
    'bg-brand-700 text-white shadow-card hover:bg-brand-800 active:bg-brand-900 disabled:bg-brand-700',
  // A toggle (aria-pressed) shows its pressed state in the brand's tint.
  secondary:
    'border border-gray-300 bg-white text-gray-900 shadow-card hover:bg-gray-50 active:bg-gray-100 disabled:bg-white aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-800',
  danger:
    'bg-red-700 text-white shadow-card hover:bg-red-800 active:bg-red-900 disabled:bg-red-700',
  link: 'text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-8 gap-1.5 px-3 text-sm',
  md: 'h-10 gap-2 px-4 text-sm',
  lg: 'h-12 gap-2 px-5 text-base',
};

/** The classes of a button, for the rare element that must look like one. */
export function buttonClass(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  block = false,
): string {
  return clsx(
    'inline-flex items-center justify-center rounded-control font-semibold whitespace-nowrap transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-70 aria-disabled:pointer-events-none aria-disabled:opacity-70',
    VARIANTS[variant],
    variant === 'link' ? 'h-auto px-0 py-0 text-sm' : SIZES[size],
    block && 'w-full',
  );
}

interface OwnProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of its container. */
  block?: boolean;
  /** An icon before the text (from '@/components/icons'). */
  icon?: ReactNode;
}

export interface ButtonProps extends ComponentProps<'button'>, OwnProps {
  /** While true the button is disabled and reads `busyText` (e.g. 'Saving...'). */
  busy?: boolean;
  busyText?: string;
}

/**
 * A button; type="button" unless told otherwise, so it never submits a form by accident.
 * Disabled until the page is live, drawn as it will be then (`useLiveControl`).
 */
export function Button({
  variant,
  size,
  block,
  icon,
  busy = false,
  busyText,
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  const live = useLiveControl(busy || disabled);
  return (
    <button
      {...rest}
      type={type}
      {...live}
      aria-busy={busy || undefined}
      className={clsx(buttonClass(variant, size, block), className)}
    >
      {busy ? <SpinnerIcon className="size-4 motion-safe:animate-spin" /> : icon}
      {busy && busyText ? busyText : children}
    </button>
  );
}

/** A secondary button with a plus that adds something (a package, an item, an address). */
export function AddButton(props: Omit<ButtonProps, 'variant' | 'icon'>) {
  return <Button variant="secondary" icon={<PlusIcon className="size-4" />} {...props} />;
}

export type ButtonLinkProps = Omit<LinkProps, 'as'> & OwnProps;

/** Looks like a button, navigates like a link (an Inertia visit, prefetched on hover). */
export function ButtonLink({
  variant,
  size,
  block,
  icon,
  className,
  children,
  prefetch = true,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link
      {...rest}
      prefetch={prefetch}
      className={clsx(buttonClass(variant, size, block), className)}
    >
      {icon}
      {children}
    </Link>
  );
}
