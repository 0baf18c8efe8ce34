import clsx from 'clsx';
import { useEffect } from 'react';
import type { ToastStatus } from '@shared/types';
import type { Toast } from '@shared/ui/toasts';
import { useToasts } from '@/hooks/use-toasts';
import { closeToast, toastOnScreen } from '@/lib/toast';
import { AlertIcon, CloseIcon, InfoIcon, SuccessIcon, type IconComponent } from './icons';
import { useWords } from '@/lib/i18n';
import { say } from '@shared/i18n/wording';

/** spec §8: green for success, red for error, neutral otherwise (white text AA on each). */
const LOOKS: Record<ToastStatus, { colour: string; icon: IconComponent }> = {
  success: { colour: 'bg-green-700', icon: SuccessIcon },
  error: { colour: 'bg-red-700', icon: AlertIcon },
  info: { colour: 'bg-gray-800', icon: InfoIcon },
};

function ToastItem({ toast }: { toast: Toast }) {
  const i18n = useWords();
  const { colour, icon: Icon } = LOOKS[toast.status];
  // Its time on screen counts from here (lib/toast.ts, `onScreen`).
  useEffect(() => toastOnScreen(toast.id), [toast.id]);
  return (
    <div
      // A hidden toast is fading out: out of the accessibility tree and not focusable.
      aria-hidden={!toast.visible || undefined}
      inert={!toast.visible}
      className={clsx(
        'pointer-events-auto flex w-full items-start gap-3 rounded-card py-3 pe-2 ps-4 text-sm text-white shadow-raised sm:w-80 motion-safe:animate-toast-in motion-safe:transition-opacity motion-safe:duration-300',
        colour,
        !toast.visible && 'opacity-0',
      )}
    >
      <Icon className="mt-0.5 size-5 text-white/90" />
      <p className="min-w-0 flex-1 pt-0.5 font-medium break-words">{say(i18n, toast.message)}</p>
      <button
        type="button"
        aria-label={i18n._('Close toast')}
        onClick={() => closeToast(toast.id)}
        className="rounded-md p-1 text-white/90 hover:bg-white/15 hover:text-white focus-visible:outline-white"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}

/** The toasts on screen, inside the toast region (toast-region.tsx). */
export default function ToastList() {
  const toasts = useToasts();
  return toasts.map((toast) => <ToastItem key={toast.id} toast={toast} />);
}
