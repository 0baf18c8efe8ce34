import { useWords } from '@/lib/i18n';

/** What a deferred part shows while it loads: its shape, pulsing (still under less motion). */
export function StatsPlaceholder() {
  const i18n = useWords();
  return (
    <div
      role="status"
      aria-label={i18n._('Loading the figures')}
      className="grid gap-3 sm:grid-cols-3"
    >
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-[4.5rem] rounded-card bg-gray-100 motion-safe:animate-pulse" />
      ))}
    </div>
  );
}

export function TablePlaceholder() {
  const i18n = useWords();
  return (
    <div role="status" aria-label={i18n._('Loading shipments')} className="space-y-3">
      <div className="h-10 rounded-control bg-gray-100 motion-safe:animate-pulse" />
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className="h-12 rounded-control bg-gray-100 motion-safe:animate-pulse" />
      ))}
    </div>
  );
}
