import clsx from 'clsx';
import type { ReactNode } from 'react';
import { InboxIcon, type IconComponent } from '@/components/icons';

export interface EmptyStateProps {
  /** The message (shown as a heading of `headingLevel`). */
  title: ReactNode;
  /** A line of help under it. */
  description?: ReactNode;
  /** An icon from '@/components/icons'; an inbox by default. */
  icon?: IconComponent;
  /** What the user can do next (a Button or ButtonLink). */
  action?: ReactNode;
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

/** What a list or page shows when it has nothing to show. */
export function EmptyState({
  title,
  description,
  icon: Icon = InboxIcon,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={clsx('flex flex-col items-center px-4 py-10 text-center', className)}>
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 ring-8 ring-brand-50/50">
        <Icon className="size-7 text-brand-700" />
      </span>
      <Heading className="mt-5 max-w-md text-base font-semibold text-gray-900">{title}</Heading>
      {description && <p className="mt-1 max-w-md text-sm text-gray-600">{description}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
