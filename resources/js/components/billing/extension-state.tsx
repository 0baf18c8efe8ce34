import { router } from '@inertiajs/react';
import { AlertIcon, InfoIcon, RefreshIcon } from '@/components/icons';
import { Button, EmptyState } from '@/components/ui';

const BOX = 'rounded-card border border-dashed border-gray-300 bg-white';

/** A provider without the extension: the screen's empty state, never an error. */
export function NotOffered({ message }: { message: string }) {
  return <EmptyState icon={InfoIcon} title={message} className={BOX} />;
}

/** The provider could not be reached: say so and offer to try again (reloading `only`). */
export function Unreachable({ message, only }: { message: string; only?: string[] }) {
  return (
    <EmptyState
      icon={AlertIcon}
      title={message}
      className={BOX}
      action={
        <Button
          variant="secondary"
          icon={<RefreshIcon className="size-4" />}
          onClick={() => router.reload(only ? { only } : {})}
        >
          Try again
        </Button>
      }
    />
  );
}
