import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { isInertia } from '../inertia';

/**
 * Browser features the portal never uses, denied to it and to anything it could embed, so
 * an injected script or frame cannot ask the user for them. Passkeys (docs/two-factor.md)
 * are the portal's own pages' only: allowed to it, never to a frame of another origin.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'ambient-light-sensor',
  'autoplay',
  'bluetooth',
  'camera',
  'clipboard-read',
  'display-capture',
  'encrypted-media',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .concat(['publickey-credentials-create=(self)', 'publickey-credentials-get=(self)'])
  .join(', ');

/** A year, subdomains included: what helmet sends by default. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Scripts only from our own origin. Styles allow inline attributes because React and the
 * progress bar set element styles. Development adds what Vite's hot reload needs.
 *
 * HSTS goes only on secure requests (`req.secure`: HTTPS, or `X-Forwarded-Proto: https`
 * from a proxy `TRUST_PROXY` believes): browsers ignore it over plain HTTP, and a portal
 * reached over HTTP, on a loopback address or a private network, must not tell the
 * browser that the host speaks only HTTPS.
 */
export function securityHeaders(dev: boolean): RequestHandler {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: dev ? ["'self'", 'ws:'] : ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Forms go back to the page they came from by its Referer: send it to our own origin,
    // never to other sites.
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: false,
  });
  return (req, res, next) => {
    if (!dev && req.secure) res.setHeader('Strict-Transport-Security', HSTS);
    if (isInertia(req)) {
      for (const [name, value] of DATA_HEADERS) res.setHeader(name, value);
      return next();
    }
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    headers(req, res, next);
  };
}

/**
 * What an Inertia visit's answer carries instead of the document's headers. The client
 * fetches it and reads it as data; it is never shown as a document, so the page's CSP,
 * Permissions-Policy, opener and framing headers (1.5 KB, set and written on every visit)
 * would tell the browser nothing. Kept: what guards the data itself, and a CSP that lets
 * nothing run or frame it should it ever be opened as a page.
 */
export const DATA_HEADERS = [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['X-Content-Type-Options', 'nosniff'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Referrer-Policy', 'same-origin'],
] as const;
