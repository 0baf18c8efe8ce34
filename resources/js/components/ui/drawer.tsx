import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import clsx from 'clsx';
import type { ReactNode, RefObject } from 'react';
import { CloseIcon } from '@/components/icons';
import { IconButton } from './icon-button';
import { useOpenedOnce } from './use-opened-once';
import { useWords } from './use-words';

/* Own module, not in ./index (Headless UI loads only with the pages that use it). */

export interface DrawerProps {
  open: boolean;
  /** Escape, a click on the backdrop and the close button call this. */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /**
   * The edge it slides from: the end of the reading direction by default (details, tracking;
   * the right in English, the left in Arabic), the start for the phone's menu.
   */
  side?: 'end' | 'start';
  /** Panel width class; default: full width on phones, at most 720 px (spec §9). */
  widthClassName?: string;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** The element focused on open (default: the first focusable one inside). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Extra classes on the wrapper (e.g. `md:hidden` for a phone-only drawer). */
  className?: string;
}

/**
 * A panel that slides in from the side over the page: a modal dialog (focus trapped,
 * Escape and backdrop close it, focus returns to the opener).
 */
export function Drawer({
  open,
  onClose,
  title,
  children,
  side = 'end',
  widthClassName = 'w-full max-w-drawer',
  closeLabel,
  initialFocus,
  className,
}: DrawerProps) {
  const i18n = useWords();
  if (!useOpenedOnce(open)) return null;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      initialFocus={initialFocus}
      className={clsx('fixed inset-0 z-50', className)}
    >
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-gray-900/50 transition-opacity duration-200 data-closed:opacity-0 motion-reduce:transition-none"
      />
      <div className={clsx('fixed inset-0 flex', side === 'end' && 'justify-end')}>
        <DialogPanel
          transition
          data-drawer-panel
          className={clsx(
            'flex h-full flex-col bg-white shadow-overlay transition-transform duration-200 ease-out motion-reduce:transition-none',
            // Off screen past its own edge, which is the other side when the page reads right to left.
            side === 'end'
              ? 'data-closed:translate-x-full rtl:data-closed:-translate-x-full'
              : 'data-closed:-translate-x-full rtl:data-closed:translate-x-full',
            widthClassName,
          )}
        >
          <div className="flex h-topbar shrink-0 items-center justify-between gap-3 border-b border-gray-200 px-4 sm:px-6">
            <DialogTitle className="min-w-0 truncate text-base font-semibold text-gray-900">
              {title}
            </DialogTitle>
            <IconButton
              label={closeLabel ?? i18n._('Close')}
              icon={<CloseIcon />}
              onClick={onClose}
              className="-me-2"
            />
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
