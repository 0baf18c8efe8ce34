import type { Request } from 'express';
import { once } from '../inertia';
import { ziggyConfig, type ZiggyConfig } from '../routing/ziggy';

function origin(req: Request): string {
  const configured = (req.app.locals.appUrl as string | undefined) ?? undefined;
  return configured ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The Ziggy config per origin, built once and frozen: the adapter sends a frozen value as
 * it is, without walking its 3 KB. Origins come from the Host header when APP_URL is
 * unset, so the cache is kept small.
 */
const ziggyByOrigin = new Map<string, ZiggyConfig>();
const ZIGGY_ORIGINS_KEPT = 8;

export function sharedZiggy(forOrigin: string): ZiggyConfig {
  let config = ziggyByOrigin.get(forOrigin);
  if (!config) {
    if (ziggyByOrigin.size >= ZIGGY_ORIGINS_KEPT) ziggyByOrigin.clear();
    config = deepFreeze(ziggyConfig(forOrigin));
    ziggyByOrigin.set(forOrigin, config);
  }
  return config;
}

/** Props every page receives (shared/types.ts SharedProps), computed only when sent. */
export function sharedProps(req: Request): Record<string, unknown> {
  return {
    auth: () => ({ user: req.session.user ?? null }),
    accounts: () => (req.session.accessToken ? (req.session.accounts ?? []) : []),
    selectedAccountId: () => req.session.selectedAccountId ?? null,
    // Route definitions never change while the process runs: sent on the first visit only,
    // and the client keeps them.
    ziggy: once(() => sharedZiggy(origin(req))),
  };
}
