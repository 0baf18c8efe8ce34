import { routes } from '../../routes/web';

export interface ZiggyRoute {
  uri: string;
  methods: string[];
  parameters?: string[];
  wheres?: Record<string, string>;
}

export interface ZiggyConfig {
  url: string;
  port: number | null;
  defaults: Record<string, never>;
  routes: Record<string, ZiggyRoute>;
}

const PARAM = /\{(\w+)\??\}/g;

/** Derived from the route table once; only the origin varies per request. */
const table: Record<string, ZiggyRoute> = Object.fromEntries(
  routes.map((r) => {
    const method = r.method.toUpperCase();
    const parameters = [...r.path.matchAll(PARAM)].map((m) => m[1] as string);
    const entry: ZiggyRoute = {
      uri: r.path.replace(/^\//, ''),
      methods: method === 'GET' ? ['GET', 'HEAD'] : [method],
    };
    if (parameters.length) entry.parameters = parameters;
    if ('where' in r && r.where) entry.wheres = { ...r.where };
    return [r.name, entry];
  }),
);

export function ziggyConfig(origin: string): ZiggyConfig {
  const url = new URL(origin);
  return {
    url: url.origin,
    port: url.port ? Number(url.port) : null,
    defaults: {},
    routes: table,
  };
}
