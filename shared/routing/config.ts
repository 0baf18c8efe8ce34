/**
 * The browser's route config, derived by the server from the route table
 * (server/routing/ziggy.ts) and shared as the `ziggy` page prop; `route()`
 * (resources/js/lib/route.ts) writes the URLs from it. Ziggy's JSON shape, which the
 * portal's own writer reads as ziggy-js did.
 */
export interface RouteEntry {
  uri: string;
  methods: string[];
  parameters?: string[];
  wheres?: Record<string, string>;
}

export interface RouteConfig {
  url: string;
  port: number | null;
  defaults: Record<string, never>;
  routes: Record<string, RouteEntry>;
}
