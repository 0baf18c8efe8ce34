import clsx from 'clsx';
import { AlertIcon, RefreshIcon } from '@/components/icons';
import { Button } from './button';
import { useWords } from './use-words';
import type { Noun } from './noun';

/**
 * The end of a list whose next (or earlier) page could not be loaded: the cards above stay,
 * and this says so with 'Try again' in the place of 'Load more'.
 */
export function PageFailed({
  noun,
  onRetry,
  className,
}: {
  /** What the items are: 'More shipments could not be loaded'. */
  noun: Noun;
  onRetry: () => void;
  className?: string;
}) {
  const i18n = useWords();
  return (
    <div
      className={clsx(
        'rounded-card border border-dashed border-gray-300 bg-white p-4 text-center',
        className,
      )}
    >
      <p role="status" className="flex items-center justify-center gap-2 text-sm text-gray-700">
        <AlertIcon className="size-4 shrink-0 text-brand-700" />
        {i18n._('More {noun} could not be loaded right now.', { noun: i18n._(noun.many) })}
      </p>
      <Button
        variant="secondary"
        block
        className="mt-3"
        icon={<RefreshIcon className="size-4" />}
        onClick={onRetry}
      >
        {i18n._('Try again')}
      </Button>
    </div>
  );
}
