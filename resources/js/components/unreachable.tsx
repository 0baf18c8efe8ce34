import { router } from '@inertiajs/react';
import { AlertIcon, RefreshIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useWords } from '@/lib/i18n';
import { say } from '@shared/i18n/wording';

/**
 * Part of a page the provider could not give: say so in its place and offer to try again,
 * reloading only the props named (the rest of the page stays as it is).
 */
export function Unreachable({ message, only }: { message: string; only?: string[] }) {
  const i18n = useWords();
  return (
    <EmptyState
      icon={AlertIcon}
      title={say(i18n, message)}
      className="rounded-card border border-dashed border-gray-300 bg-white"
      action={
        <Button
          variant="secondary"
          icon={<RefreshIcon className="size-4" />}
          onClick={() => router.reload(only ? { only } : {})}
        >
          {i18n._('Try again')}
        </Button>
      }
    />
  );
}
