import clsx from 'clsx';
import { AlertIcon, RefreshIcon } from '@/components/icons';
import { Button } from './button';

/**
 * The end of a list whose next (or earlier) page could not be loaded: the cards above stay,
 * and this says so with 'Try again' in the place of 'Load more'.
 */
export function PageFailed({
  noun,
  onRetry,
  className,
}: {
  /** What the items are, in the plural: 'More shipments could not be loaded'. */
  noun: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div
      className={clsx(
        'rounded-card border border-dashed border-gray-300 bg-white p-4 text-center',
        className,
      )}
    >
      <p role="status" className="flex items-center justify-center gap-2 text-sm text-gray-700">
        <AlertIcon className="size-4 shrink-0 text-brand-700" />
        More {noun} could not be loaded right now.
      </p>
      <Button
        variant="secondary"
        block
        className="mt-3"
        icon={<RefreshIcon className="size-4" />}
        onClick={onRetry}
      >
        Try again
      </Button>
    </div>
  );
}
