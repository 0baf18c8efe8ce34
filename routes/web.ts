import { accounts } from './accounts';
import { addressBook } from './address-book';
import { auth } from './auth';
import { billing } from './billing';
import { claims } from './claims';
import { dashboard } from './dashboard';
import { dev } from './dev';
import { language } from './language';
import { options } from './options';
import { pickups } from './pickups';
import { profile } from './profile';
import { quotes } from './quotes';
import { reports } from './reports';
import { shipments } from './shipments';
import { team } from './team';
import { tracking } from './tracking';
import type { RouteDef } from './types';

/**
 * The one table of named routes (spec §2.1), one section per area, each in its own file:
 * the rows of area `<area>` are in `routes/<area>.ts`. A page is a GET named as in the
 * spec; what a page posts or fetches is `<page>.<action>`. Each row's area and name lead
 * to its code: `server/controllers/<area>/<page>.ts` answers it and
 * `resources/js/pages/<area>/<page>.tsx` draws it (docs/architecture.md, "From a route
 * name to its code"). Paths are written there only: the server derives its router and the
 * browser its Ziggy config from this table, in this order.
 */
export const routes = [
  ...dashboard,
  ...auth,
  ...accounts,
  ...shipments,
  ...addressBook,
  ...options,
  ...pickups,
  ...claims,
  ...billing,
  ...reports,
  ...profile,
  ...team,
  ...tracking,
  ...quotes,
  ...language,
  ...dev,
] as const satisfies readonly RouteDef[];

export type RouteName = (typeof routes)[number]['name'];
