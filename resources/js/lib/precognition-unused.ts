/**
 * Stands in for `laravel-precognition` in the browser's build (vite.config.ts aliases it).
 *
 * Inertia's client imports Precognition for live server-side validation (`withPrecognition`,
 * a `precognitionEndpoint`), which the portal never uses: its forms validate with the shared
 * zod schemas and the server answers in error bags. The real package is ~3.5 KB gzip of
 * every first load. The entry points Inertia reaches only through Precognition fail loudly,
 * so a form that starts using it breaks in its first test rather than silently.
 */

const unused = (what: string) => (): never => {
  throw new Error(
    `${what}: Precognition is left out of the portal's build (resources/js/lib/precognition-unused.ts)`,
  );
};

export const createValidator = unused('createValidator');

export const resolveName = unused('resolveName');

export const client = {
  withXsrfCookieName: unused('client.withXsrfCookieName'),
  withXsrfHeaderName: unused('client.withXsrfHeaderName'),
};

/**
 * The first message of each field. Also reached by Inertia's `useHttp` on a 422, outside
 * Precognition, so it does what the package's does.
 */
export function toSimpleValidationErrors(
  errors: Record<string, string | string[]>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([key, value]) => [key, Array.isArray(value) ? value[0]! : value]),
  );
}
