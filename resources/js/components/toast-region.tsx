import { lazy, Suspense } from 'react';
import { useToastsInUse } from '@/lib/toasts-in-use';
import { useWords } from '@/lib/i18n';

// Loaded with the first toast of the page load (lib/toasts-in-use.ts), off every first load.
const ToastList = lazy(() => import('./toast-list'));

/**
 * spec §2.12: stacked at the top right, newest first; announced politely as they come.
 * The region is there from the first paint, so a screen reader hears the first toast; the
 * stack starts below the 64 px top bar, so a toast never covers the account selector
 * (the toast of a sign-in, `messages.toast.loginSuccess`, comes as the selector first shows).
 */
export function ToastRegion() {
  const i18n = useWords();
  const inUse = useToastsInUse();
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={i18n._('Notifications')}
      className="pointer-events-none fixed top-[calc(var(--spacing-topbar)+0.75rem)] inset-e-4 inset-s-4 z-[60] flex flex-col items-end gap-2 sm:inset-s-auto"
    >
      {inUse && (
        <Suspense>
          <ToastList />
        </Suspense>
      )}
    </div>
  );
}
