import { router } from '@inertiajs/react';
import { route } from 'ziggy-js';
import type { ImportResult as Result } from '@shared/address/import';
import { messages } from '@shared/messages';
import { Button, ButtonLink, Card } from '@/components/ui';

/** Step 3: how many were added, and which rows the provider still refused. */
export function ImportResult({ result }: { result: Result }) {
  return (
    <Card title="Import finished">
      <p className="text-sm text-gray-800">
        {result.added ? messages.address.imported(result.added) : messages.address.nothingToImport}
      </p>
      {result.failed.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-semibold text-gray-900">Not added</h3>
          <ul className="mt-2 space-y-1 text-sm text-red-800">
            {result.failed.map((f) => (
              <li key={f.row}>
                row {f.row}: {f.message}
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
          Import another file
        </Button>
        <ButtonLink href={route('address-book')}>Back to Address Book</ButtonLink>
      </div>
    </Card>
  );
}
