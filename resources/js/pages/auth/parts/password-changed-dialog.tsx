import { router } from '@inertiajs/react';
import { useEffect, useId, useRef } from 'react';
import { route } from 'ziggy-js';
import { RESET_REDIRECT_MS } from '@shared/constants';

const toLogin = () => router.visit(route('login'));

/**
 * spec §2.4: the popup after a password reset, which leads to login after 3 s, or at once
 * from its button or Escape. A native modal <dialog>: the browser keeps the focus inside
 * it and makes the page behind it inert.
 */
export function PasswordChangedDialog({ open }: { open: boolean }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    if (!open) return;
    if (!dialog.current?.open) dialog.current?.showModal();
    const timer = setTimeout(toLogin, RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        toLogin();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-lg bg-white p-6 text-center shadow-xl backdrop:bg-black/40"
    >
      <h2 id={titleId} className="text-lg font-semibold text-gray-900">
        Password Changed
      </h2>
      <p id={textId} className="mt-2 text-sm text-gray-700">
        Your password has been changed.
      </p>
      <p className="mt-1 text-sm text-gray-700">Taking you to login…</p>
      <button
        type="button"
        autoFocus
        onClick={toLogin}
        className="mt-5 w-full rounded-md bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
      >
        Log In
      </button>
    </dialog>
  );
}
