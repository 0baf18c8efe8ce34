import { lazy, Suspense, type ReactNode } from 'react';

// Not needed to paint a page: it loads right after it, off the first-load budget. The
// store that collects toasts (lib/toast) stays in the entry, so no toast is missed.
const ToastArea = lazy(() => import('@/components/toast-area'));

/**
 * spec §2.1: every page sits in this layout, which holds the toast area. It renders no
 * landmark of its own: pages shown in it alone (auth/*, errors/*) render their own <main>.
 */
export default function DefaultLayout({ children }: { children?: ReactNode }) {
  return (
    <>
      {children}
      <Suspense>
        <ToastArea />
      </Suspense>
    </>
  );
}
