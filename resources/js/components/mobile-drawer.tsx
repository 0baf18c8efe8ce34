import { CloseButton, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { CloseIcon } from './icons';
import { SideMenu } from './side-menu';

/**
 * spec §2.3: below 768 px the side menu slides in from the left. A modal dialog: focus
 * moves in and is trapped, Escape or the backdrop closes it, focus returns to the burger.
 */
export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50 md:hidden">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-gray-900/40 transition-opacity duration-200 data-closed:opacity-0"
      />
      <div className="fixed inset-0 flex">
        <DialogPanel
          transition
          className="flex w-sidebar max-w-[85vw] flex-col bg-white shadow-xl transition-transform duration-200 ease-out data-closed:-translate-x-full motion-reduce:transition-none"
        >
          <div className="flex h-topbar shrink-0 items-center justify-between border-b border-gray-200 px-4">
            <DialogTitle className="text-base font-semibold">Menu</DialogTitle>
            <CloseButton
              aria-label="Close menu"
              className="rounded-md p-2 text-gray-700 hover:bg-gray-100"
            >
              <CloseIcon />
            </CloseButton>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            <SideMenu onNavigate={onClose} />
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
