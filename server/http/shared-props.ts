import type { Request } from 'express';
import { once, rawJson, type RawJson } from '../inertia';
import type { RouteConfig } from '../../shared/routing/config';
import { ziggyConfig } from '../routing/ziggy';
import { deps } from '../deps';
import { wordsLanguageOf } from './language';
import { originOf } from './origin';

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The Ziggy config per origin, built once, frozen and serialised: the adapter puts its
 * 4 KB of JSON into the page as they are. Without APP_URL the origin follows the Host
 * header among this portal's own names (server/http/origin.ts), so the cache stays small.
 */
const ziggyByOrigin = new Map<string, { config: RouteConfig; json: RawJson }>();
const ZIGGY_ORIGINS_KEPT = 8;

function cachedZiggy(forOrigin: string, production: boolean) {
  const key = `${production ? 'p' : 'd'} ${forOrigin}`;
  let cached = ziggyByOrigin.get(key);
  if (!cached) {
    if (ziggyByOrigin.size >= ZIGGY_ORIGINS_KEPT) ziggyByOrigin.clear();
    const config = deepFreeze(ziggyConfig(forOrigin, { production }));
    cached = { config, json: rawJson(config) };
    ziggyByOrigin.set(key, cached);
  }
  return cached;
}

export const sharedZiggy = (forOrigin: string, production = false): RouteConfig =>
  cachedZiggy(forOrigin, production).config;

/** The same, already serialised for the page. */
export const sharedZiggyJson = (forOrigin: string, production = false): RawJson =>
  cachedZiggy(forOrigin, production).json;

/** Props every page receives (shared/types.ts SharedProps), computed only when sent. */
export function sharedProps(req: Request): Record<string, unknown> {
  return {
    auth: () => ({ user: req.session.user ?? null }),
    language: () => wordsLanguageOf(req),
    accounts: () => (req.session.accessToken ? (req.session.accounts ?? []) : []),
    selectedAccountId: () => req.session.selectedAccountId ?? null,
    // Route definitions never change while the process runs: sent on the first visit only,
    // and the client keeps them.
    ziggy: once(() => sharedZiggyJson(originOf(req), deps(req).config.env === 'production')),
  };
}
