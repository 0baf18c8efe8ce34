import clsx from 'clsx';
import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';

export interface CardProps extends Omit<ComponentProps<'section'>, 'title'> {
  /** A heading at the top of the card (h2). */
  title?: ReactNode;
  /** Controls at the right of the heading. */
  actions?: ReactNode;
  /** No inner padding (for tables and lists that reach the edges). */
  flush?: boolean;
}

/** A white surface that groups related content. */
export function Card({ title, actions, flush, className, children, ...rest }: CardProps) {
  // A titled card is a region named by its heading, which a screen reader lists, unless
  // it is given a name of its own.
  const headingId = useId();
  const named = rest['aria-label'] !== undefined || rest['aria-labelledby'] !== undefined;
  return (
    <section
      aria-labelledby={title && !named ? headingId : undefined}
      {...rest}
      className={clsx(
        'rounded-card border border-gray-200 bg-white shadow-card',
        !flush && 'p-4 sm:p-6',
        className,
      )}
    >
      {(title || actions) && (
        <header
          className={clsx(
            'mb-4 flex flex-wrap items-center justify-between gap-3',
            flush && 'px-4 pt-4 sm:px-6',
          )}
        >
          {title && (
            <h2 id={headingId} className="text-base font-semibold text-gray-900">
              {title}
            </h2>
          )}
          {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
        </header>
      )}
      {children}
    </section>
  );
}
