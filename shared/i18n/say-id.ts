/**
 * What an instance says for a message its catalogs lack: the id, which is the English. The
 * browser's English catalogs leave out every message that is its own id
 * (scripts/vite/english-catalogs.ts); a catalog not loaded yet says English, not a warning.
 * Only for instances with catalogs: a message with values must be in them, as the id alone
 * is not filled in (the kit's `idWords`, which has none, compiles ids where Lingui can).
 */
export const sayId = (_language: string, id: string): string => id;
