import { router } from '@inertiajs/react';
import { route } from '@/lib/route';
import type { ImportResult as Result } from '@shared/address/import';
import { say } from '@shared/i18n/wording';
import { messages } from '@shared/messages';
import { Button, ButtonLink, Card } from '@/components/ui';
import { useWords } from '@/lib/i18n';

/** Step 3: how many were added, and which rows the provider still refused. */
export function ImportResult({ result }: { result: Result }) {
  const i18n = useWords();
  return (
    <Card title={i18n._('Import finished')}>
      <p className="text-sm text-gray-800">
        {say(
          i18n,
          result.added ? messages.address.imported(result.added) : messages.address.nothingToImport,
        )}
      </p>
      {result.failed.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-semibold text-gray-900">{i18n._('Not added')}</h3>
          <ul className="mt-2 space-y-1 text-sm text-red-800">
            {result.failed.map((f) => (
              <li key={f.row}>
                {i18n._('row {row}: {problem}', { row: f.row, problem: say(i18n, f.message) })}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button
          variant="secondary"
          onClick={() => router.delete(route('import-addresses.destroy'))}
        >
          {i18n._('Import another file')}
        </Button>
        <ButtonLink href={route('address-book')}>{i18n._('Back to Address Book')}</ButtonLink>
      </div>
    </Card>
  );
}
