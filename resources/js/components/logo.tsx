import { Link } from '@inertiajs/react';
import { route } from 'ziggy-js';

/** The courier's logo; a click goes to the dashboard (spec §2.3). */
export function LogoLink({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      href={route('dashboard')}
      onClick={onNavigate}
      className="flex shrink-0 items-center rounded"
    >
      <img src="/logo.svg" alt="Courier" width={128} height={32} className="h-8 w-auto" />
    </Link>
  );
}
