import clsx from 'clsx';
import type { CSSProperties, ReactNode } from 'react';
import { readableTextColour } from '@shared/ui/contrast';

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'info';

// Every pair reaches at least 4.5:1 (text on its tinted background).
const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-gray-100 text-gray-800 ring-gray-300',
  brand: 'bg-brand-50 text-brand-800 ring-brand-200',
  success: 'bg-green-50 text-green-800 ring-green-200',
  warning: 'bg-amber-50 text-amber-900 ring-amber-200',
  danger: 'bg-red-50 text-red-800 ring-red-200',
  info: 'bg-sky-50 text-sky-800 ring-sky-200',
};

export interface BadgeProps {
  children: ReactNode;
  tone?: BadgeTone;
  /**
   * Colours the provider sends with a status (`color_bg`, `color_text`). The text colour is
   * darkened or lightened as needed so that it reads at 4.5:1 on the background.
   */
  colors?: { bg?: string | null; text?: string | null };
  /** A label that may be long in some languages wraps inside the pill rather than overflow. */
  wrap?: boolean;
  className?: string;
}

/** A short status label. */
export function Badge({ children, tone = 'neutral', colors, wrap, className }: BadgeProps) {
  const bg = colors?.bg ?? undefined;
  const text = bg ? readableTextColour(bg, colors?.text ?? '') : null;
  const style: CSSProperties | undefined = text ? { backgroundColor: bg, color: text } : undefined;
  return (
    <span
      style={style}
      className={clsx(
        'inline-flex max-w-full items-center rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        wrap ? 'whitespace-normal' : 'whitespace-nowrap',
        style ? 'ring-black/10' : TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
