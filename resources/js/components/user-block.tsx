import { usePage } from '@inertiajs/react';
import clsx from 'clsx';
import { route } from '@/lib/route';
import { initials } from '@shared/ui/initials';
import { Link } from '@/components/ui/link';
import { useWords } from '@/lib/i18n';

/** spec §2.3: initials, name and email under the side menu; a click opens edit-profile. */
export function UserBlock({ onNavigate }: { onNavigate?: () => void }) {
  const i18n = useWords();
  const user = usePage().props.auth.user;
  if (!user) return null;
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  return (
    <Link
      href={route('edit-profile')}
      prefetch
      onClick={onNavigate}
      // Name and email may be cut short in the 250 px menu: the tooltip shows them whole.
      title={[name, user.email].filter(Boolean).join('\n')}
      className="flex items-center gap-3 rounded-control p-2 transition-colors hover:bg-gray-100"
    >
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white ring-2 ring-brand-100"
      >
        {initials(user.first_name, user.last_name)}
      </span>
      <span className="min-w-0">
        <span
          className={clsx('block truncate text-sm font-semibold text-gray-900', !name && 'sr-only')}
        >
          {name || i18n._('Your profile')}
        </span>
        <span className="block truncate text-xs text-gray-600">{user.email}</span>
      </span>
    </Link>
  );
}
