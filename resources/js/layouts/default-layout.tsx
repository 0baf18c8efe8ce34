import type { ReactNode } from 'react';
import { ToastRegion } from '@/components/toast-region';

/**
 * spec §2.1: every page sits in this layout, which holds the toast area. It renders no
 * landmark of its own: pages shown in it alone (auth/*, errors/*) render their own <main>.
 */
export default function DefaultLayout({ children }: { children?: ReactNode }) {
  return (
    <>
      {children}
      <ToastRegion />
    </>
  );
}
