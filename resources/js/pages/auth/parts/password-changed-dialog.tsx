import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { router } from '@inertiajs/react';
import { useEffect } from 'react';
import { route } from 'ziggy-js';
import { RESET_REDIRECT_MS } from '@shared/constants';

const toLogin = () => router.visit(route('login'));

/** spec §2.4: the popup after a password reset, which leads to login after 3 s (or at once). */
export function PasswordChangedDialog({ open }: { open: boolean }) {
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(toLogin, RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [open]);

  return (
    <Dialog open={open} onClose={toLogin} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-sm rounded-lg bg-white p-6 text-center shadow-xl">
          <DialogTitle className="text-lg font-semibold text-gray-900">
            Password Changed
          </DialogTitle>
          <Description className="mt-2 text-sm text-gray-700">
            Your password has been changed.
          </Description>
          <p className="mt-1 text-sm text-gray-700">Taking you to login…</p>
          <button
            type="button"
            onClick={toLogin}
            className="mt-5 w-full rounded-md bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Log In
          </button>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
