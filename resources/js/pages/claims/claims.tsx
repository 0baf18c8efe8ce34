import { Head } from '@inertiajs/react';
import { route } from '@/lib/route';
import type { ClaimsTable } from '@shared/claims/types';
import { say } from '@shared/i18n/wording';
import { messages } from '@shared/messages';
import type { PageProps } from '@shared/pages';
import { filtersQuery } from '@shared/shipments/query';
import { ClaimCard } from '@/components/claims/claim-card';
import { CLAIM_COLUMNS } from '@/components/claims/claim-columns';
import { NotOffered, Unreachable } from '@/components/extension-state';
import { ClaimsIcon } from '@/components/icons';
import { PageHeader } from '@/components/ui';
import { FilterableList } from '@/components/ui/filterable-list';
import { useWords } from '@/lib/i18n';
import { CLAIMS } from '@/lib/nouns';

const TABLE_PROP = 'table';

/**
 * Claims (docs/claims.md): the account's claims with their status, by status chip and page;
 * each opens its own page. A claim is filed from its package's tracking drawer.
 */
export default function Claims({ table }: PageProps['claims/claims']) {
  const i18n = useWords();
  return (
    <>
      <Head title={i18n._('Claims')} />
      <PageHeader
        title={i18n._('Claims')}
        description={i18n._(
          'File a claim from a package’s tracking in My Shipments; follow it and answer the courier here.',
        )}
      />
      {table.state === 'ok' ? (
        <ClaimsList table={table.value} />
      ) : table.state === 'not-offered' ? (
        <NotOffered message={say(i18n, messages.claims.notOffered)} />
      ) : (
        <Unreachable message={say(i18n, messages.claims.unavailable)} only={[TABLE_PROP]} />
      )}
    </>
  );
}

function ClaimsList({ table }: { table: ClaimsTable }) {
  const i18n = useWords();
  const chips = table.statusOptions.map((option) => ({ ...option, label: i18n._(option.label) }));
  return (
    <FilterableList
      prop={TABLE_PROP}
      list={{ ...table, statusOptions: chips }}
      viewUrl={(view, defaultFilter) => route('claims', filtersQuery(view, defaultFilter))}
      rowKey={(row) => row.id}
      caption={i18n._('My claims')}
      noun={CLAIMS}
      columns={CLAIM_COLUMNS}
      rowLabel={(row) => i18n._('Claim for AWB {awb}', { awb: row.awb })}
      card={(row) => <ClaimCard claim={row} />}
      empty={{
        icon: ClaimsIcon,
        texts: {
          none: say(i18n, messages.claims.noClaims),
          noMatches: say(i18n, messages.claims.noMatches),
          emptyPage: say(i18n, messages.claims.emptyPage),
        },
      }}
    />
  );
}
