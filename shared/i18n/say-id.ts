/**
 * What an instance says for a message its catalogs lack: the id, which is the English. The
 * browser's English catalogs leave out every message that is its own id
 * (scripts/vite/english-catalogs.ts); a catalog not loaded yet says English, not a warning.
 */
export const sayId = (_language: string, id: string): string => id;
