import type { Response } from 'express';

/** Why a request was refused as likely abuse, for the request log. */
export type AbuseKind = 'csrf' | 'body';

const ABUSE = 'log:abuse';

/** Marks a refused request that answers with a redirect, so it is still logged as a warning. */
export function markAbuse(res: Response, kind: AbuseKind): void {
  res.locals[ABUSE] = kind;
}

export function abuseOf(res: Response): AbuseKind | undefined {
  return res.locals[ABUSE] as AbuseKind | undefined;
}
