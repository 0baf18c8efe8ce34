import { Link, type LinkProps } from './link';
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { pageItems } from '@shared/ui/pagination';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/icons';
import { useNarrowScreen } from './use-narrow-screen';
import { useWords } from './use-words';

export interface PaginationProps {
  /** 1-based current page and the last page (from the server's pagination). */
  current: number;
  last: number;
  /** The address of a page, e.g. `(page) => route('shipments', { page })`. */
  href: (page: number) => string;
  /** Names the navigation landmark. */
  label?: string;
  /** Props a page change reloads (a partial reload, e.g. only the table's), else all. */
  only?: string[];
  /**
   * Props a page change replaces rather than adds to (an infinite-scroll list the phone's
   * cards grow page by page): the page's rows are shown alone.
   */
  reset?: string[];
  className?: string;
}

const cell =
  'inline-flex h-9 min-w-8 items-center justify-center rounded-control px-1.5 text-sm font-medium sm:min-w-9 sm:px-2';

/**
 * The table pager (spec §9: 3 margin pages, range 3). Each page is an Inertia link that
 * prefetches on hover and keeps scroll and component state, so paging feels instant.
 * Below 768 px one margin page is kept at each end, so the pager fits a phone on one line.
 */
export function Pagination({
  current,
  last,
  href,
  label,
  only,
  reset,
  className,
}: PaginationProps) {
  const i18n = useWords();
  const narrow = useNarrowScreen();
  if (last <= 1) return null;
  const items = narrow ? pageItems(current, last, 1) : pageItems(current, last);
  const link = (page: number) => ({
    href: href(page),
    prefetch: true as const,
    preserveScroll: true,
    preserveState: true,
    ...(only && { only }),
    // Links take no `reset` option; this is the header it sends.
    ...(reset?.length && { headers: { 'X-Inertia-Reset': reset.join(',') } }),
  });
  return (
    <nav
      aria-label={label ?? i18n._('Pagination')}
      className={clsx('flex justify-center', className)}
    >
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <StepLink
            to={current > 1 ? link(current - 1) : null}
            rel="prev"
            label={i18n._('Previous page')}
          >
            <ChevronLeftIcon className="size-4" />
          </StepLink>
        </li>
        {items.map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} aria-hidden="true" className={clsx(cell, 'text-gray-500')}>
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                {...link(item.page)}
                aria-label={i18n._('Page {page}', { page: item.page })}
                aria-current={item.page === current ? 'page' : undefined}
                className={clsx(
                  cell,
                  item.page === current
                    ? 'bg-brand-700 text-white hover:bg-brand-800'
                    : 'text-gray-700 hover:bg-gray-100',
                )}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        <li>
          <StepLink
            to={current < last ? link(current + 1) : null}
            rel="next"
            label={i18n._('Next page')}
          >
            <ChevronRightIcon className="size-4" />
          </StepLink>
        </li>
      </ul>
    </nav>
  );
}

/** The previous or next page's arrow: a link, or a greyed mark at either end. */
function StepLink({
  to,
  rel,
  label,
  children,
}: {
  to: LinkProps | null;
  rel: 'prev' | 'next';
  label: string;
  children: ReactNode;
}) {
  if (!to) {
    return (
      <span aria-hidden="true" className={clsx(cell, 'text-gray-300')}>
        {children}
      </span>
    );
  }
  return (
    <Link
      {...to}
      rel={rel}
      aria-label={label}
      className={clsx(cell, 'text-gray-700 hover:bg-gray-100')}
    >
      {children}
    </Link>
  );
}
