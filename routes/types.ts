/** The shape of one row of the route table (data only, readable by server and browser) and of its sections. */

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * spec §2.2: who may see a screen, and where everyone else goes (server/http/guards.ts);
 * `dev` keeps a route out of production. `ship`, `bill` and `manage` ask the member's role on
 * the selected account for that permission (shared/team/roles.ts, docs/team.md); every
 * route with `account` may at least view.
 */
export type Guard =
  | 'guest'
  | 'auth'
  | 'account'
  | 'ship'
  | 'bill'
  | 'manage'
  | 'otp'
  | 'reset'
  | 'pendingAccount'
  | 'dev';

/** A row as written in its area's section of routes/web.ts. */
export interface RouteRow {
  /** A page (`accounts`) or what it posts or fetches (`accounts.select`). */
  name: string;
  method: Method;
  /** Ziggy/Laravel style: `/address-book/{uuid}/edit`. */
  path: string;
  guards?: readonly Guard[];
  /** Regular expressions (source) that a parameter must match, as Ziggy's `wheres`. */
  where?: Readonly<Record<string, string>>;
}

export interface RouteDef extends RouteRow {
  /** The folder of its controller and page: `server/controllers/<area>/`, `pages/<area>/`. */
  area: string;
}

/** One section of the table: every row in it belongs to `area` (docs/architecture.md). */
export function area<const A extends string, const R extends readonly RouteRow[]>(
  name: A,
  rows: R,
) {
  return rows.map((row) => ({ ...row, area: name })) as unknown as {
    [K in keyof R]: R[K] & { area: A };
  };
}
