import clsx from 'clsx';

export interface ProgressBarProps {
  /** Names what progresses, for assistive technology. */
  label: string;
  value: number;
  max: number;
  /** The value in words ('412 of 1,000 rows'), read out instead of a bare percentage. */
  valueText?: string;
  className?: string;
}

/**
 * A determinate progress bar (role progressbar): the filled part moves smoothly, and
 * screen readers hear `valueText` rather than a bare percentage.
 */
export function ProgressBar({ label, value, max, valueText, className }: ProgressBarProps) {
  const share = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={clsx('h-3 w-full overflow-hidden rounded-full bg-gray-200', className)}
    >
      <div
        className="h-full rounded-full bg-brand-600 transition-[width] duration-500 motion-reduce:transition-none"
        style={{ width: `${share * 100}%` }}
      />
    </div>
  );
}
