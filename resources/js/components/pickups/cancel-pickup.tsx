import { route } from '@/lib/route';
import { say } from '@shared/i18n/wording';
import { messages } from '@shared/messages';
import { pickupDateLabel } from '@shared/pickups/dates';
import { timeRangeLabel } from '@shared/pickups/time-windows';
import type { PickupRowView } from '@shared/pickups/types';
import { timeLabel } from '@shared/ui/time-slots';
import { CancelAction } from '@/components/cancel-action';
import { useLanguage } from '@/components/dates';
import { shortDate } from '@/components/shipments/format';
import { useWords } from '@/lib/i18n';
import { useCan } from '@/hooks/use-role';

/**
 * A pickup's day and time window in the page's language: '25 Nov 2026' and
 * '9:00 AM – 12:00 PM' in English, as the spec writes them; a calendar date, never moved
 * through a time zone.
 */
export function usePickupWhen() {
  const language = useLanguage();
  return (pickup: Pick<PickupRowView, 'date' | 'timeFrom' | 'timeTo'>) =>
    language === 'en'
      ? {
          date: pickupDateLabel(pickup.date),
          times: timeRangeLabel(pickup.timeFrom, pickup.timeTo),
        }
      : {
          date: /^\d{4}-\d{2}-\d{2}/.test(pickup.date)
            ? shortDate(pickup.date.slice(0, 10), undefined, language)
            : pickup.date,
          times: [pickup.timeFrom, pickup.timeTo]
            .filter(Boolean)
            .map((time) => timeLabel(time, language))
            .join(' – '),
        };
}

/**
 * 'Cancel pickup': offered until the pickup's time window starts, through a
 * confirm dialog naming its date and window; otherwise shown disabled with the reason. Not
 * shown where the provider does not offer cancelling.
 */
export function CancelPickupButton({ pickup }: { pickup: PickupRowView }) {
  const i18n = useWords();
  const when = usePickupWhen()(pickup);
  const rule = pickup.cancel;
  // Only a role that ships may cancel a pickup (docs/team.md).
  const can = useCan();
  if (!rule || !can('ship')) return null;
  return (
    <CancelAction
      text={i18n._('Cancel pickup')}
      label={`#${pickup.id}`}
      focusKey={`pickup|${pickup.id}`}
      rule={rule.allowed ? rule : { ...rule, reason: say(i18n, rule.reason) }}
      url={route('pickups.cancel', { pickup: pickup.id })}
      title={say(i18n, messages.cancel.pickupTitle)}
      message={say(i18n, messages.cancel.pickupMessage(`${when.date}, ${when.times}`))}
      keepText={i18n._('Keep pickup')}
    />
  );
}
