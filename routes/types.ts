/** The shape of one row of the route table; data only, readable by server and browser. */

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** spec §2.2: who may see a screen, and where everyone else goes (server/http/guards.ts). */
export type Guard = 'guest' | 'auth' | 'account' | 'otp' | 'reset' | 'pendingAccount';

export interface RouteDef {
  name: string;
  method: Method;
  /** Ziggy/Laravel style: `/address-book/{uuid}/edit`. */
  path: string;
  guards?: readonly Guard[];
  /** Regular expressions (source) that a parameter must match, as Ziggy's `wheres`. */
  where?: Readonly<Record<string, string>>;
}
