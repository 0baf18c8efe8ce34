import { Link } from './link';
import type { ReactNode } from 'react';
import { ArrowLeftIcon } from '@/components/icons';
import { useWords } from './use-words';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** Where the back arrow goes; with it comes `backLabel` as its accessible name. */
  backHref?: string;
  backLabel?: string;
  /** Buttons at the right (they wrap under the title on narrow screens). */
  actions?: ReactNode;
}

/** The top of a page: optional back arrow, the title, and the page's main actions. */
export function PageHeader({ title, description, backHref, backLabel, actions }: PageHeaderProps) {
  const i18n = useWords();
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div className="flex min-w-0 items-start gap-2">
        {backHref && (
          <Link
            href={backHref}
            prefetch
            aria-label={backLabel ?? i18n._('Back')}
            title={backLabel}
            className="-ms-2 inline-flex size-9 shrink-0 items-center justify-center rounded-control text-gray-700 hover:bg-gray-100 hover:text-gray-900"
          >
            <ArrowLeftIcon />
          </Link>
        )}
        <div className="min-w-0">
          <h1 className="text-xl font-semibold tracking-tight break-words text-gray-900 sm:text-2xl">
            {title}
          </h1>
          {description && <p className="mt-1 text-sm text-gray-600">{description}</p>}
        </div>
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
