import type { CSSProperties } from 'react';
import type { IconComponent } from '@/components/icons';
import { CreatedIcon, DeliveredIcon, InTransitIcon } from '@/components/icons';
import type { ShipmentStats } from '@shared/shipments/types';
import { COUNT_UP_MS, COUNT_UP_STEPS } from '@shared/shipments/count-up';
import { partsIn } from '@shared/ui/time-zone';
import { FORMAT_LOCALES } from '@shared/i18n/languages';
import { useLanguage } from '@/components/dates';
import { useWords } from '@/lib/i18n';
import { useTimeZone } from '@/lib/time-zone';

/** The count-up's timing for app.css's `count-up`, from the spec's constants. */
const COUNT_UP_TIMING = { '--count-up-ms': COUNT_UP_MS, '--count-up-steps': COUNT_UP_STEPS };

function Stat({ label, value, icon: Icon }: { label: string; value: number; icon: IconComponent }) {
  return (
    <div className="relative rounded-card bg-gray-50 p-4 ps-17">
      <dt className="text-sm text-gray-600">
        <span className="absolute top-1/2 inset-s-4 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="text-2xl font-semibold text-gray-900 tabular-nums">
        {/* Drawn by CSS, counting up from 0 (app.css); a new value counts up again. */}
        <span
          key={value}
          aria-hidden="true"
          className="count-up"
          style={{ ...COUNT_UP_TIMING, '--count-up-value': value } as CSSProperties}
        />
        <span className="sr-only">{value}</span>
      </dd>
    </div>
  );
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The month and year in the page's language: 'March 2025', 'mars 2025', 'آذار 2025'. */
const monthOf = (year: number, month: number, language: ReturnType<typeof useLanguage>) =>
  language === 'en'
    ? `${MONTHS[month - 1]} ${year}`
    : new Intl.DateTimeFormat(FORMAT_LOCALES[language], {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(Date.UTC(year, month - 1, 1)));

/** spec §2.8: the month's figures, counting up from 0. */
export function StatsCard({ stats, now = new Date() }: { stats: ShipmentStats; now?: Date }) {
  const i18n = useWords();
  const language = useLanguage();
  const { year, month } = partsIn(now, useTimeZone());
  return (
    <div>
      <p className="mb-3 text-sm font-medium text-gray-700">{monthOf(year, month, language)}</p>
      <dl className="grid gap-3 sm:grid-cols-3">
        <Stat label={i18n._('Created Shipments')} value={stats.created} icon={CreatedIcon} />
        <Stat label={i18n._('Shipments In Transit')} value={stats.inTransit} icon={InTransitIcon} />
        <Stat label={i18n._('Delivered Shipments')} value={stats.delivered} icon={DeliveredIcon} />
      </dl>
    </div>
  );
}
