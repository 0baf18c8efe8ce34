/**
 * Where a service declares that it keeps Idempotency-Keys (a contract extension,
 * tests/contract/README.md): a success envelope there says it does; a 404, or any other
 * answer, says it does not.
 */
export const KEYS_DECLARATION_PATH = '/extensions/idempotency-key';
