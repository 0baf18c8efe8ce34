import type { Request } from 'express';
import type { Config } from '../config';

/** Host names of this machine's loopback interface, as a Host header spells them. */
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];
/** Addresses that mean "every interface": no host name of their own. */
const ANY_INTERFACE = new Set(['0.0.0.0', '::', '[::]']);

/** A Host header's value: a name or an address, an optional port, nothing else. */
const HOST_HEADER = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/;

const bracketed = (host: string) =>
  host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;

/**
 * The origin of the URLs the portal writes into its answers (the Ziggy `url`, the full
 * reload after a new release). It never comes from a Host header the portal does not
 * own, since whoever sends the request chooses that header:
 *
 * - with `APP_URL` (required in production), always its origin;
 * - otherwise the request's own origin when its Host names this portal: a loopback name
 *   (`localhost`, `127.0.0.1`, `[::1]`), the `HOST` it listens on, any port;
 * - for any other Host (`evil.test`), the default origin: `http://<HOST or localhost>:<PORT>`.
 *
 * A foreign Host is answered normally rather than refused: only the URLs ignore it.
 */
export function publicOrigin(
  config: Pick<Config, 'appUrl' | 'host' | 'port'>,
): (req: Request) => string {
  if (config.appUrl) {
    const fixed = new URL(config.appUrl).origin;
    return () => fixed;
  }
  const listening = bracketed(config.host.toLowerCase());
  const own = new Set(LOOPBACK);
  if (!ANY_INTERFACE.has(listening)) own.add(listening);
  const fallback = `http://${ANY_INTERFACE.has(listening) ? 'localhost' : listening}:${config.port}`;
  return (req) => {
    const host = (req.get('host') ?? '').toLowerCase();
    const match = HOST_HEADER.exec(host);
    return match && own.has(match[1]!) ? `${req.protocol}://${host}` : fallback;
  };
}

/** The app's public origin (set by server/app.ts), as a request sees it. */
export function originOf(req: Request): string {
  const resolve = req.app.locals.publicOrigin as ((req: Request) => string) | undefined;
  return resolve ? resolve(req) : `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}
