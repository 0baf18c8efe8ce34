import { Link } from '@inertiajs/react';
import { route } from 'ziggy-js';

/** The courier's mark and name, as a picture (decorative where a link names it). */
export function Logo({ className = 'h-8 w-auto', alt = 'Courier' }) {
  return <img src="/logo.svg" alt={alt} width={128} height={32} className={className} />;
}

/** The top bar's logo; a click goes to the dashboard (spec §2.3), so that is its name. */
export function LogoLink({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      href={route('dashboard')}
      prefetch
      onClick={onNavigate}
      aria-label="Dashboard"
      className="flex shrink-0 items-center rounded-control"
    >
      <Logo alt="" />
    </Link>
  );
}
