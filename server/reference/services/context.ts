import type { Db } from '../db/connection';

/** What every route of the three services works with. */
export interface ServiceContext {
  db: Db;
  log: (line: string) => void;
  /** The clock; tests move it instead of waiting. */
  now: () => Date;
  production: boolean;
  /** The customer portal's public address: the tracking links sent to consignees. */
  portalUrl: string;
  /**
   * Where uploads are written while they arrive and kept after (an exception's document):
   * `temp` beside the database file; the system's temporary folder for an in-memory one.
   */
  tempDir?: string;
}
