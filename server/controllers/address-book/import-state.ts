import type { ImportResult, ImportRowView } from '../../../shared/address/import';
import type { AddressBody } from '../../api/addresses';

/** A row of an uploaded file: what the preview shows, and the body to send when ready. */
export interface ImportRow extends ImportRowView {
  body?: AddressBody;
}

/**
 * An upload checked and waiting for the user's confirmation, then its summary. Kept in the
 * session (the preview must survive a reload), tied to the account it was checked for.
 */
export interface AddressImport {
  client: number;
  fileName: string;
  rows: ImportRow[];
  result?: ImportResult;
}
