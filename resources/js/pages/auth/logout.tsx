import { Head, router } from '@inertiajs/react';
import { useEffect, useRef, useState } from 'react';
import { route } from '@/lib/route';
import { Button } from '@/components/ui/button';
import { useWords } from '@/lib/i18n';

/**
 * spec §2.2: the logout route signs the user out as soon as it loads. The server answers
 * with a redirect to login and clears the history; the button is the fallback.
 */
function signOut(setProcessing: (processing: boolean) => void) {
  router.post(
    route('logout.store'),
    {},
    { onStart: () => setProcessing(true), onFinish: () => setProcessing(false) },
  );
}

export default function Logout() {
  const i18n = useWords();
  const [processing, setProcessing] = useState(false);
  // Once per visit to the page, even if React runs the effect twice.
  const posted = useRef(false);

  useEffect(() => {
    if (posted.current) return;
    posted.current = true;
    signOut(setProcessing);
  }, []);

  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 p-4">
      <Head title={i18n._('Logout')} />
      <div className="w-full max-w-sm rounded-lg bg-white p-6 text-center shadow">
        <h1 className="text-xl font-semibold">{i18n._('Logout')}</h1>
        <p className="mt-2 text-sm text-gray-700" aria-live="polite">
          {processing ? i18n._('Signing you out…') : i18n._('Sign out of the portal.')}
        </p>
        <Button block className="mt-6" onClick={() => signOut(setProcessing)} busy={processing}>
          {i18n._('Logout')}
        </Button>
      </div>
    </main>
  );
}
