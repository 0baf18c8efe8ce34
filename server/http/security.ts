import helmet from 'helmet';

/**
 * Scripts only from our own origin. Styles allow inline attributes because React and the
 * progress bar set element styles. Development adds what Vite's hot reload needs.
 */
export function securityHeaders(dev: boolean) {
  return helmet({
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
    strictTransportSecurity: dev ? false : undefined,
  });
}
