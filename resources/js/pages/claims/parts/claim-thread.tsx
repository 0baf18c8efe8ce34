import clsx from 'clsx';
import type { ClaimMessage } from '@shared/claims/types';
import { DateTime } from '@/components/dates';
import { Card } from '@/components/ui';
import { useWords } from '@/lib/i18n';

/** The messages between the customer and the courier, oldest first. */
export function ClaimThread({ messages }: { messages: readonly ClaimMessage[] }) {
  const i18n = useWords();
  return (
    <Card title={i18n._('Messages')}>
      {messages.length === 0 ? (
        <p className="text-sm text-gray-600">{i18n._('No messages yet.')}</p>
      ) : (
        <ol className="space-y-3">
          {messages.map((message, index) => {
            const mine = message.from === 'customer';
            return (
              <li
                key={index}
                className={clsx(
                  'max-w-[90%] rounded-card p-3 text-sm',
                  mine ? 'ms-auto bg-brand-50 text-gray-900' : 'me-auto bg-gray-100 text-gray-900',
                )}
              >
                <p className="text-xs font-semibold text-gray-700">
                  {mine ? i18n._('You') : i18n._('The courier')}
                  {' · '}
                  <span className="font-normal">
                    <DateTime value={message.at} />
                  </span>
                </p>
                <p className="mt-1 whitespace-pre-line">{message.text}</p>
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
