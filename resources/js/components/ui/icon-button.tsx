import clsx from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { useLiveControl } from './use-hydrated';

export interface IconButtonProps extends Omit<ComponentProps<'button'>, 'aria-label' | 'children'> {
  /** Required: the button shows no text, so this is its accessible name (and tooltip). */
  label: string;
  icon: ReactNode;
  variant?: 'ghost' | 'danger';
  size?: 'sm' | 'md';
}

/** A button that shows only an icon. Disabled until the page is live, as `Button` is. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  type = 'button',
  className,
  title,
  disabled,
  ...rest
}: IconButtonProps) {
  const live = useLiveControl(disabled);
  return (
    <button
      {...rest}
      type={type}
      {...live}
      aria-label={label}
      title={title ?? label}
      className={clsx(
        'inline-flex shrink-0 items-center justify-center rounded-control transition-colors disabled:cursor-not-allowed disabled:opacity-60',
        size === 'sm' ? 'size-8' : 'size-10',
        variant === 'danger'
          ? 'text-red-700 hover:bg-red-50'
          : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900',
        className,
      )}
    >
      {icon}
    </button>
  );
}
