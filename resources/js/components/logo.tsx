import { route } from '@/lib/route';
import { Link } from '@/components/ui/link';
import { useWords } from '@/lib/i18n';

/**
 * The courier's mark and name, as a picture. Asked for first: it is at the top of every
 * first paint, and a first load's many scripts would otherwise keep it waiting for a
 * connection (it painted ~0.3 s after the text of the server-rendered dashboard).
 */
export function Logo({ className = 'h-8 w-auto', alt }: { className?: string; alt?: string }) {
  const i18n = useWords();
  return (
    <img
      src="/logo.svg"
      alt={alt ?? i18n._('Courier')}
      width={128}
      height={32}
      fetchPriority="high"
      className={className}
    />
  );
}

/**
 * The top bar's logo; a click goes to the dashboard (spec §2.3), so that is its name. Under
 * 400 px only the mark shows, leaving room for the account selector.
 */
export function LogoLink({ onNavigate }: { onNavigate?: () => void }) {
  const i18n = useWords();
  return (
    <Link
      href={route('dashboard')}
      prefetch
      onClick={onNavigate}
      aria-label={i18n._('Dashboard')}
      className="flex shrink-0 items-center rounded-control"
    >
      <img
        src="/favicon.svg"
        alt=""
        width={32}
        height={32}
        fetchPriority="high"
        className="size-8 min-[400px]:hidden"
      />
      <Logo alt="" className="hidden h-8 w-auto min-[400px]:block" />
    </Link>
  );
}
