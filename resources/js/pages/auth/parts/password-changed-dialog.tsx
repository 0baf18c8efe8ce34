import { router } from '@inertiajs/react';
import { useEffect, useRef } from 'react';
import { route } from '@/lib/route';
import { RESET_REDIRECT_MS } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useWords } from '@/lib/i18n';

/*
 * Login replaces this page in the history: Back from login must not bring the popup (and
 * its redirect) back, since the reset it announced is over.
 */
const toLogin = () => router.visit(route('login'), { replace: true });

/**
 * spec §2.4: the popup after a password reset, which leads to login after 3 s, or at once
 * from its button, Escape or the backdrop.
 */
export function PasswordChangedDialog() {
  const i18n = useWords();
  const logIn = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open
      onClose={toLogin}
      size="sm"
      hideClose
      initialFocus={logIn}
      title={i18n._('Password Changed')}
      description={i18n._('Your password has been changed.')}
      footer={
        <Button ref={logIn} block onClick={toLogin}>
          {i18n._('Log In')}
        </Button>
      }
    >
      <p className="mt-1">{i18n._('Taking you to login…')}</p>
      <LoginWhenShown />
    </Dialog>
  );
}

/**
 * The 3 s count from when the popup is on screen. Inside the dialog, this mounts only once
 * the dialog's portal has rendered, which on a busy machine comes a moment after the page
 * itself: a timer started with the page left the customer less than 3 s to read it.
 */
function LoginWhenShown() {
  useEffect(() => {
    const timer = setTimeout(toLogin, RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
