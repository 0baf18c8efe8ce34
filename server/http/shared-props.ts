import type { Request } from 'express';
import { once } from '../inertia';
import { ziggyConfig } from '../routing/ziggy';

function origin(req: Request): string {
  const configured = (req.app.locals.appUrl as string | undefined) ?? undefined;
  return configured ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

/** Props every page receives (shared/types.ts SharedProps), computed only when sent. */
export function sharedProps(req: Request): Record<string, unknown> {
  return {
    auth: () => ({ user: req.session.user ?? null }),
    accounts: () => (req.session.accessToken ? (req.session.accounts ?? []) : []),
    selectedAccountId: () => req.session.selectedAccountId ?? null,
    // Route definitions never change while the process runs: send them once per visit.
    ziggy: once(() => ziggyConfig(origin(req))),
  };
}
