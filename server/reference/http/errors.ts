export type FieldErrors = Record<string, string>;

/**
 * A failure the services answer on purpose. `code` is the contract's notification code:
 * 100 means the access token is missing, expired or revoked, whatever the HTTP status.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: number = status,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }
}

export const signedOut = () =>
  new ApiError(401, 'Your session has ended. Please sign in again.', 100);

export const forbidden = (message = 'You do not have access to this resource.') =>
  new ApiError(403, message);

export const notFound = (message = 'Not found.') => new ApiError(404, message);

export const tooManyAttempts = (message: string) => new ApiError(429, message);

/** HTTP 422; the toast repeats a lone field message, and sums up several. */
export function invalid(errors: FieldErrors): ApiError {
  const messages = Object.values(errors);
  const message =
    messages.length === 1 ? (messages[0] as string) : 'Some fields need your attention.';
  return new ApiError(422, message, 422, errors);
}

export const fieldError = (field: string, message: string) => invalid({ [field]: message });
