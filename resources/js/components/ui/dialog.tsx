import {
  Dialog as HeadlessDialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
  Description,
} from '@headlessui/react';
import clsx from 'clsx';
import type { ReactNode, RefObject } from 'react';
import { CloseIcon } from '@/components/icons';
import { IconButton } from './icon-button';
import { useOpenedOnce } from './use-opened-once';
import { useWords } from './use-words';

/*
 * Own module, not in ./index: Headless UI loads only with the pages that open dialogs.
 * The one modal implementation of the portal (dialogs, the confirm dialog, drawers).
 */

export interface DialogProps {
  open: boolean;
  /** Escape, a click on the backdrop and the close button call this. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom, right-aligned (stacked on phones). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** The element focused on open (default: the first focusable one inside). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Hide the × button (e.g. a dialog that must be answered with its own buttons). */
  hideClose?: boolean;
}

const WIDTHS = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' };

/**
 * A modal dialog: focus moves in and is trapped, Escape or the backdrop closes it, and focus
 * returns to the control that opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  initialFocus,
  hideClose,
}: DialogProps) {
  const i18n = useWords();
  if (!useOpenedOnce(open)) return null;
  return (
    <HeadlessDialog
      open={open}
      onClose={onClose}
      initialFocus={initialFocus}
      // The dialog element covers the screen, so it is "visible" to tests and tools.
      className="fixed inset-0 z-50"
    >
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-gray-900/50 transition-opacity duration-200 data-closed:opacity-0 motion-reduce:transition-none"
      />
      {/* React passes events up its own tree, portals included: a form in a dialog opened
          from inside another form (the wizard's popups) must not submit that form too. */}
      <div className="fixed inset-0 overflow-y-auto" onSubmit={(event) => event.stopPropagation()}>
        <div className="flex min-h-full items-end justify-center p-4 sm:items-center">
          <DialogPanel
            transition
            className={clsx(
              'w-full rounded-card bg-white shadow-overlay transition duration-200 ease-out data-closed:translate-y-2 data-closed:opacity-0 motion-reduce:transition-none',
              WIDTHS[size],
            )}
          >
            <div className="flex items-start justify-between gap-4 px-5 pt-5 sm:px-6">
              <DialogTitle className="pt-1 text-lg font-semibold text-gray-900">
                {title}
              </DialogTitle>
              {!hideClose && (
                <IconButton
                  label={i18n._('Close')}
                  icon={<CloseIcon />}
                  size="sm"
                  onClick={onClose}
                  className="-me-2"
                />
              )}
            </div>
            <div className="px-5 pt-2 pb-5 text-sm text-gray-700 sm:px-6">
              {description && <Description className="text-gray-700">{description}</Description>}
              {children}
            </div>
            {footer && (
              <div className="flex flex-col-reverse gap-2 rounded-b-card border-t border-gray-100 bg-gray-50 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
                {footer}
              </div>
            )}
          </DialogPanel>
        </div>
      </div>
    </HeadlessDialog>
  );
}
