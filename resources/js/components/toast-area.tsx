import clsx from 'clsx';
import type { ToastStatus } from '@shared/types';
import type { Toast } from '@shared/ui/toasts';
import { useToasts } from '@/hooks/use-toasts';
import { closeToast } from '@/lib/toast';
import { CloseIcon } from './icons';

/** spec §8: green for success, red for error, gray otherwise (all AA with white text). */
const COLOURS: Record<ToastStatus, string> = {
  success: 'bg-green-700',
  error: 'bg-red-700',
  info: 'bg-gray-700',
};

function ToastItem({ toast }: { toast: Toast }) {
  return (
    <div
      // A hidden toast is fading out: out of the accessibility tree and not focusable.
      aria-hidden={!toast.visible || undefined}
      inert={!toast.visible}
      className={clsx(
        'pointer-events-auto flex w-80 max-w-full items-start gap-3 rounded-md py-3 pr-2 pl-4 text-sm text-white shadow-lg motion-safe:animate-toast-in motion-safe:transition-opacity motion-safe:duration-300',
        COLOURS[toast.status],
        !toast.visible && 'opacity-0',
      )}
    >
      <p className="flex-1 pt-0.5 break-words">{toast.message}</p>
      <button
        type="button"
        aria-label="Close toast"
        onClick={() => closeToast(toast.id)}
        className="rounded p-0.5 text-white/90 hover:bg-white/15 hover:text-white focus-visible:outline-white"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}

/** spec §2.12: stacked at the top right, newest first; announced politely as they come. */
export function ToastArea() {
  const toasts = useToasts();
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label="Notifications"
      className="pointer-events-none fixed top-4 right-4 left-4 z-[60] flex flex-col items-end gap-2 sm:left-auto"
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
